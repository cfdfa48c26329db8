import MigrationKit
import SwiftCST
@testable import Transforms
import XCTest

/// The view-side transforms' helpers, one rule at a time (the snapshots show them together).
final class ViewWrapperHelperTests: XCTestCase {
    private func file(_ text: String) -> SourceFile { SourceFile(path: "A.swift", text: text) }

    /// The initial value of the first `let x = …` in `text`.
    private func value(in text: String) -> Node {
        let tree = SyntaxTree(text)
        return tree.nodes(ofKind: .variableDecl).compactMap { VariableDeclSyntax($0)?.bindings.first?.initializer }.first!
    }

    func testInitializerLabelsSelectInits() {
        let summary = InitializerSummary(parameters: [.init(label: "name", hasDefault: false), .init(label: "limit", hasDefault: true),
                                                      .init(label: "onDone", hasDefault: false)], effects: CodeEffects())
        XCTAssertTrue(summary.accepts(labels: ["name", "onDone"], trailingClosures: 0))
        XCTAssertTrue(summary.accepts(labels: ["name", "limit"], trailingClosures: 1))
        XCTAssertTrue(summary.accepts(labels: ["name"], trailingClosures: 1))
        XCTAssertFalse(summary.accepts(labels: ["name"], trailingClosures: 0))
        XCTAssertFalse(summary.accepts(labels: ["limit", "name"], trailingClosures: 1))
        XCTAssertFalse(summary.accepts(labels: [nil], trailingClosures: 0))
    }

    func testSideEffects() {
        func effect(_ expression: String) -> String? {
            SideEffectScanner.scan(value(in: "let x = \(expression)"), path: "A.swift").effect?.what
        }
        XCTAssertEqual(effect("Task { await load() }"), "starts a `Task`")
        XCTAssertEqual(effect("Task.detached { }"), "starts a `Task`")
        XCTAssertEqual(effect("store.load(id)"), "calls `load(…)`")
        XCTAssertEqual(effect("publisher.sink { _ in }"), "subscribes with `sink`")
        XCTAssertEqual(effect("Data(contentsOf: url)"), "reads a file with `Data(contentsOf:)`")
        XCTAssertEqual(effect("{ 1 }()"), "calls a closure on the spot")
        for pure in ["Set<AnyCancellable>()", "[Item]()", ".bottom(inset: 2)", "{ load() }", "a + b * 2", "min(a, 3)", "\"\\(name)\"", "Model(name: n)",
                     "raw.flatMap { $0 }", "items.map(\\.id).sorted()", "try decoder.decode(T.self, from: data)", "timer?.invalidate()", "logger.debug(\"x\")",
                     "AppState.shared.user", "Calendar.current"] {
            XCTAssertNil(effect(pure), pure)
        }
        // Left to the project index: calls that may be the project's, and singleton-like reads.
        let deferred = SideEffectScanner.scan(value(in: "let x = (load(id: 1), self.reload(), Log.app(), AppState.shared, .current)"), path: "A.swift")
        XCTAssertEqual(deferred.calls.map(\.receiver), [.implicit, .selfValue, .type("Log")])
        XCTAssertEqual(deferred.calls.map(\.name), ["load", "reload", "app"])
        XCTAssertEqual(deferred.calls.map(\.fallback.what), ["calls `load(…)`", "calls `reload()`", "calls `app()`"])
        XCTAssertEqual(deferred.staticReads.map(\.type), ["AppState", nil])
        XCTAssertEqual(deferred.staticReads.map(\.member), ["shared", "current"])
        XCTAssertEqual(SideEffectScanner.scan(value(in: "let x = Service(api: Client())"), path: "A.swift").constructions.map(\.target),
                       [.type("Service"), .type("Client")])
    }

    /// Each kind of side effect has its rank, and a scan keeps the most significant (the first among equals).
    func testSideEffectSignificance() {
        func significance(_ expression: String) -> EffectSignificance? {
            SideEffectScanner.scan(value(in: "let x = \(expression)"), path: "A.swift").effect?.significance
        }
        for startsWork in ["Task { }", "Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }", "Timer.publish(every: 1, on: .main, in: .common)",
                           "DispatchQueue.main.async { }", "center.addObserver(self, selector: s, name: n, object: nil)", "subject.sink { _ in }", "player.addPeriodicTimeObserver(forInterval: t, queue: nil) { _ in }",
                           "session.dataTask(with: url).resume()", "engine.start()", "manager.startUpdatingLocation()", "center.requestAuthorization()"] {
            XCTAssertEqual(significance(startsWork), .startsWork, startsWork)
        }
        XCTAssertEqual(significance("Data(contentsOf: url)"), .startsWork)
        for call in ["date.now()", "store.starter()", "store.requested(1)"] {
            XCTAssertEqual(significance(call), .call, call)
        }
        let ranked = SideEffectScanner.scan(value(in: "let x = (a.prepare(), Settings.shared, b.connect(), Task { })"), path: "A.swift").effect
        XCTAssertEqual(ranked?.what, "calls `connect()`")
    }

    func testStaticTypeQueries() {
        let tree = SyntaxTree("""
        struct V: View {
            let store: Store
            var body: some View {
                let local = Cache(size: 1)
                switch route {
                case .detail(let item):
                    if let current = store.current {
                        Row().environmentObject(current)
                    }
                    Row().environmentObject(item)
                }
                Row().environmentObject(local)
                Row().environmentObject(Store.shared)
                Row().environmentObject(self.store)
                Row().environmentObject(makeStore())
            }
        }
        """)
        let roots = InjectionCall.all(in: SourceFile(path: "A.swift", tree: tree)).map(\.site.query)
        XCTAssertEqual(roots.count, 6)
        XCTAssertEqual(roots[0], StaticTypeQuery(root: .instanceProperty(of: "V", name: "store"), path: [.member("current")]))
        XCTAssertEqual(roots[1], StaticTypeQuery(root: .enumPayload(subject: StaticTypeQuery(root: .instanceProperty(of: "V", name: "route")),
                                                                    caseName: "detail", position: 0)))
        XCTAssertEqual(roots[2], StaticTypeQuery(root: .type("Cache", in: "V")))
        XCTAssertEqual(roots[3], StaticTypeQuery(root: .staticProperty(of: "Store", in: "V", name: "shared")))
        XCTAssertEqual(roots[4], StaticTypeQuery(root: .type("V", in: "V"), path: [.member("store")]))
        XCTAssertEqual(roots[5], StaticTypeQuery(root: .functionResult(name: "makeStore", owner: "V", arguments: [])), "a call's result")
    }

    func testBindableContainers() {
        let tree = SyntaxTree("""
        struct V: View {
            var row: some View { Toggle("On", isOn: $s.on) }
            var body: some View {
                Toggle("On", isOn: $s.on)
            }
            func label() -> some View {
                switch kind {
                case .a: Toggle("A", isOn: $s.on)
                }
            }
            let stored = Toggle("On", isOn: $s.on)
        }
        """)
        let uses = tree.nodes(ofKind: .identifierExpr).filter { $0.projection != nil }
        let edits = BindableContainer.of(uses[0]).edits(declaring: "s", in: tree)
        let output = String(decoding: try! TextEdit.apply(edits, to: tree.bytes), as: UTF8.self)
        XCTAssertTrue(output.contains("""
            var row: some View {
                @Bindable var s = s
                return Toggle("On", isOn: $s.on)
            }
        """), output)
        guard case .block(_, returnBefore: nil) = BindableContainer.of(uses[1]) else { return XCTFail("body is a view builder") }
        guard case .unsupported = BindableContainer.of(uses[2]) else { return XCTFail("an implicit switch expression cannot take a declaration") }
        guard case .unsupported = BindableContainer.of(uses[3]) else { return XCTFail("a stored property has no body") }
    }
}
