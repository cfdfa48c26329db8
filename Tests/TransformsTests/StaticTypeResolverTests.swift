import MigrationKit
import SwiftCST
@testable import Transforms
import XCTest

/// The shared static type resolver, which `observable-object` (receivers of `$x` and
/// `objectWillChange`, values passed to generic types) and the view-side transforms
/// (injected objects, untyped properties) both use: what it reads from the syntax, and how it
/// resolves that against the project.
final class StaticTypeResolverTests: XCTestCase {
    /// The arguments of the `probe(…)` calls in `source` (or `tree`), in order.
    private func probes(_ source: String) -> [Node] { probes(in: SyntaxTree(source)) }

    private func probes(in tree: SyntaxTree) -> [Node] {
        tree.nodes(ofKind: .callSuffix).compactMap { node in
            guard let call = CallSyntax(node), call.calledName == "probe" else { return nil }
            return call.arguments.first?.expression
        }
    }

    /// The queries for the `probe(…)` arguments in `source`.
    private func queries(_ source: String) -> [StaticTypeQuery] { probes(source).map(StaticTypeQuery.of) }

    /// The resolved types of the `probe(…)` arguments, with every file of the project indexed.
    private func resolved(_ files: [String: String]) -> [StaticType] {
        var index = ProjectIndex()
        var arguments: [Node] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let file = SourceFile(path: path, text: text)
            index.types.merge(TypeIndexer.index(of: file))
            TypeFacts.collect(file, into: &index)
            arguments += probes(in: file.tree)
        }
        let resolver = StaticTypeResolver(index)
        return arguments.map { resolver.resolve(StaticTypeQuery.of($0)) }
    }

    private func query(_ root: StaticTypeQuery.Root, _ path: StaticTypeQuery.Step...) -> StaticTypeQuery {
        StaticTypeQuery(root: root, path: path)
    }

    func testNamesAndChains() {
        let found = queries("""
        struct V {
            let store: Store
            static let shared = V()
            func f(model: Model, items: [String: Item]) {
                probe(Model(id: 1))
                probe(App.Model.shared)
                probe(Model<Int>.init())
                probe(self.store.current)
                probe(store)
                probe(model)
                probe(items["a"]?.owner)
                probe(try await model)
                probe(global)
                probe(model.load())
                probe(Model)
                probe($model)
            }
        }
        """)
        XCTAssertEqual(found[0], query(.type("Model", in: "V")))
        XCTAssertEqual(found[1], query(.staticProperty(of: "App.Model", in: "V", name: "shared")))
        XCTAssertEqual(found[2], query(.type("Model", in: "V")))
        XCTAssertEqual(found[3], query(.type("V", in: "V"), .member("store"), .member("current")))
        XCTAssertEqual(found[4], query(.instanceProperty(of: "V", name: "store")))
        XCTAssertEqual(found[5], query(.type("Model", in: "V")))
        XCTAssertEqual(found[6], query(.type("[String:Item]", in: "V"), .subscriptElement, .member("owner")))
        XCTAssertEqual(found[7], query(.type("Model", in: "V")))
        XCTAssertEqual(found[8], query(.instanceProperty(of: "V", name: "global")))
        XCTAssertEqual(found[9], query(.type("Model", in: "V"), .call("load", arguments: [])))
        XCTAssertEqual(found[10], query(.unknown("`Model` is a type, not a value")))
        XCTAssertEqual(found[11], query(.unknown("`$model` is a projected value")))
        XCTAssertEqual(queries("probe(top)"), [query(.global("top"))])
    }

    func testLocalDeclarations() {
        let found = queries("""
        func f<T: Model>(generic: T, optional: Model?) {
            let typed: Model = make()
            let valued = Model()
            let (pair, _) = pairs()
            probe(typed)
            probe(valued)
            probe(pair)
            probe(generic)
            if let optional { probe(optional) }
            guard let unwrapped = optional else { return }
            probe(unwrapped)
            for item in items { probe(item) }
            do { } catch { probe(error) }
            list.forEach { (row: Row) in probe(row) }
            list.forEach { row in probe(row) }
            run { [m = self.model, weak valued, weak w = self.model] in probe(m); probe(valued); probe(w) }
        }
        """)
        XCTAssertEqual(found[0], query(.type("Model", in: nil)))
        XCTAssertEqual(found[1], query(.type("Model", in: nil)))
        XCTAssertEqual(found[2], query(.unknown("`pair` is bound by a tuple pattern")))
        XCTAssertEqual(found[3], query(.genericParameter("T")))
        XCTAssertEqual(found[4], query(.type("Model?", in: nil)))
        XCTAssertEqual(found[5], query(.type("Model?", in: nil)))
        XCTAssertEqual(found[6], query(.global("items"), .element))
        XCTAssertEqual(found[7], query(.unknown("`error` is bound by a `catch` clause")))
        XCTAssertEqual(found[8], query(.type("Row", in: nil)))
        XCTAssertEqual(found[9], query(.global("list"), .element), "a closure given the elements")
        XCTAssertEqual(found[10], query(.unknown("`self` is outside any type")))
        XCTAssertEqual(found[11], query(.type("Model", in: nil)), "a capture without a value is the outer name")
        XCTAssertEqual(found[12], found[10], "a weak capture with a value")
    }

    func testPatternsAndAccessors() {
        let found = queries("""
        struct V {
            var route: Route
            var model: Model { didSet { probe(oldValue) } }
            func f() {
                switch route {
                case .detail(let item): probe(item)
                case .a(let x), .b(let x): probe(x)
                }
                if case .detail(let other) = route { probe(other) }
            }
        }
        """)
        let payload = query(.enumPayload(subject: query(.instanceProperty(of: "V", name: "route")), caseName: "detail", position: 0))
        XCTAssertEqual(found[0], query(.type("Model", in: "V")))
        XCTAssertEqual(found[1], payload)
        XCTAssertEqual(found[2], query(.unknown("`x` is bound by a `case` pattern the tool does not read")))
        XCTAssertEqual(found[3], payload)
    }

    func testResolutionThroughTheProject() {
        let found = resolved([
            "Models.swift": """
                typealias Store = AppStore
                class Base { let settings: Settings }
                final class AppStore: Base {
                    static let shared = AppStore()
                    var editors: [String: Editor] = [:]
                    lazy var current = AppStore.shared.editors
                    var me: Self { self }
                }
                final class Box<Content> { let content: Content }
                enum Route { case detail(Editor, Int) }
                let kiosk = AppStore()
                """,
            "Use.swift": """
                struct V {
                    let store: Store
                    let box: Box<Int>
                    let route: Route
                    func f() {
                        probe(store.settings)
                        probe(AppStore.shared.editors["a"])
                        probe(store.current["a"]!)
                        probe(kiosk.me)
                        probe(External.shared)
                        probe(box.content)
                        switch route { case .detail(let editor, _): probe(editor) }
                        probe(store.missing)
                        run { [editors = store.current] in probe(editors["a"]) }
                    }
                }
                """,
        ])
        XCTAssertEqual(found[0], .type("Settings", in: "Base"), "through a type alias and a superclass")
        XCTAssertEqual(found[1], .type("Editor", in: "AppStore"), "a dictionary's value")
        XCTAssertEqual(found[2], .type("Editor", in: "AppStore"), "a property without a written type, through its value")
        XCTAssertEqual(found[3], .type("AppStore", in: "AppStore"), "`Self` is the declaring type; a top-level variable")
        XCTAssertEqual(found[4], .type("External", in: "V"), "`shared` of a type declared elsewhere")
        XCTAssertEqual(found[5], .genericParameter(why: "`Box.content` has the generic type `Content`, which may be any type at run time"))
        XCTAssertEqual(found[6], .type("Editor", in: "Route"), "an enum case's payload")
        XCTAssertEqual(found[7], .unknown("no property `missing` with a written type was found in `Store`"))
        XCTAssertEqual(found[8], .type("Editor", in: "AppStore"), "a closure capture's value")
    }

    func testNamedTypes() {
        var index = ProjectIndex()
        let file = SourceFile(path: "A.swift", text: "final class M {}\nlet models: [M] = []\n")
        index.types.merge(TypeIndexer.index(of: file))
        TypeFacts.collect(file, into: &index)
        let resolver = StaticTypeResolver(index)
        XCTAssertEqual(try resolver.identity(of: query(.type("App.M?", in: nil))).get(), TypeIdentity("M"))
        XCTAssertEqual(try? resolver.identity(of: query(.global("models"))).get(), nil)
        XCTAssertEqual(try resolver.identity(of: query(.global("models"), .subscriptElement)).get(), TypeIdentity("M"))
    }
}
