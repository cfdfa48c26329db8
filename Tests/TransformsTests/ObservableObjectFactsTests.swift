import MigrationKit
import SwiftCST
import XCTest
@testable import Transforms

/// The contract with the view-side transforms: after phase 1, `ObservationFacts` holds a
/// status for every `ObservableObject` of the project, and refusals quote their reason.
/// Also pins down which `$x` receivers are followed to their type: with `--publishers refuse`
/// (the default here), a use a receiver leads to keeps its class, which the status shows.
final class ObservableObjectFactsTests: XCTestCase {
    /// The decisions of the last `facts` call: where each refused class's reasons point.
    private var decisions = ObservableObjectDecisions()

    private func facts(_ files: [String: String], _ arguments: [String] = []) throws -> ObservationFacts {
        var options = MigrationOptions()
        options.publishers = .refuse
        _ = try options.parse(arguments)
        options.only = [ObservableObjectTransform.id]
        let pipeline = Pipeline(registry: TransformRegistry.all, options: options)
        let index = pipeline.buildIndex(files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
        decisions = index[ObservableObjectDecisions.self]
        return index[ObservationFacts.self]
    }

    /// The places the notes of `name`'s first refusal reason point at: `Use.swift:1:43 here it is`.
    private func notes(_ name: String) -> [String] {
        (decisions.refusals[TypeIdentity(name)]?.first?.notes ?? []).map { note in
            guard case .site(let site) = note.place else { return note.message }
            return "\(site) \(note.message)"
        }
    }

    private let model = """
        import Combine
        final class Model: ObservableObject {
            @Published var query = ""
            static let shared = Model()
        }

        """

    private func reason(_ status: ObservationFacts.Status?) -> String? {
        if case .refused(let reason)? = status { return reason }
        return nil
    }

    func testEveryKindOfObservableObjectHasAStatus() throws {
        let facts = try facts([
            "Models.swift": """
                import SwiftUI
                final class Migrates: ObservableObject { @Published var a = 0 }
                final class UsesPublisher: ObservableObject { @Published var b = 0 }
                @Observable final class Modern { var c = 0 }
                // swiftui-migrate:disable-next-line observable-object
                final class Disabled: ObservableObject { @Published var d = 0 }
                protocol Loading: ObservableObject {}
                final class Refining: Loading {}
                class Base: ObservableObject {}
                final class Derived: Base { @Published var e = 0 }
                final class Entity: NSManagedObject {}
                extension External: ObservableObject {}
                """,
            "View.swift": """
                import SwiftUI
                struct V: View {
                    @ObservedObject var model: UsesPublisher
                    var body: some View { Text("").onReceive(model.$b) { _ in } }
                }
                """,
        ])
        XCTAssertEqual(facts["Migrates"], .migrating)
        XCTAssertEqual(facts["Base"], .migrating)
        XCTAssertEqual(facts["Derived"], .migrating)
        XCTAssertEqual(facts["Modern"], .alreadyObservable)
        XCTAssertEqual(reason(facts["UsesPublisher"]), "its $b publisher is used")
        XCTAssertEqual(notes("UsesPublisher"), ["View.swift:4:52 $b publisher used here"])
        XCTAssertEqual(reason(facts["Disabled"]), "a swiftui-migrate:disable-next-line comment turns its migration off")
        XCTAssertEqual(notes("Disabled"), ["Models.swift:6:1 migration turned off here"])
        XCTAssertEqual(facts["Refining"], .migrating, "Loading becomes AnyObject, Observable with its only conformer")
        XCTAssertEqual(reason(facts["Entity"]), "it is an NSManagedObject subclass, which Core Data observes itself")
        XCTAssertEqual(reason(facts["External"]), "it is declared outside the files of this run (only an extension here adds the conformance)")
        XCTAssertEqual(notes("External"), ["Models.swift:12:1 conformance added here"])
        XCTAssertNil(facts["V"])
    }

    func testReceiversFollowedToTheirType() throws {
        let uses = [
            "func f(m: Model) { _ = m.$query }",
            "func f() { _ = Model.shared.$query }",
            "func f() { let m = Model(); _ = m.$query }",
            "struct S { let model: Model; func f() { _ = model.$query } }",
            "struct S { var model = Model.shared; func f() { _ = self.model.$query } }",
            "struct S { var model: Model?; func f() { if let model { _ = model.$query } } }",
            "struct S { var model: Model?; func f() { guard let m = model else { return }; _ = m.$query } }",
            "struct S { var models: [String: Model] = [:]; func f() { _ = models[\"a\"]?.$query } }",
            "typealias M = Model\nfunc f(m: M) { _ = m.$query }",
            "let current = Model()\nfunc f() { _ = current.$query }",
            "extension Model { func f() { _ = $query } }",
            "func f() { _ = \\Model.$query }",
        ]
        for use in uses {
            let status = try facts(["Model.swift": model, "Use.swift": use])["Model"]
            XCTAssertEqual(reason(status), "its $query publisher is used", "\(use): \(String(describing: status))")
            XCTAssertEqual(notes("Model").first?.hasPrefix("Use.swift:"), true, "\(use): \(notes("Model"))")
        }
    }

    func testDollarNamesThatAreNotThisClassesPublishers() throws {
        let uses = [
            // A view's own wrappers.
            "import SwiftUI\nstruct V: View { @State var query = \"\"; var body: some View { TextField(\"\", text: $query) } }",
            "import SwiftUI\nstruct V: View { @Binding var query: String; var body: some View { TextField(\"\", text: self.$query) } }",
            // A binding through an observed object, not its publisher.
            "import SwiftUI\nstruct V: View { @ObservedObject var model: Model; var body: some View { TextField(\"\", text: $model.query) } }",
            // Another type's publisher of the same name.
            "import Combine\nfinal class Other: ObservableObject { @Published var query = \"\" }\nfunc f(o: Other) { _ = o.$query }",
            // Generic code over any ObservableObject's value is the generic rule's business.
            "func f<T: Identifiable>(_ t: T) { }",
        ]
        for use in uses {
            XCTAssertEqual(try facts(["Model.swift": model, "Use.swift": use])["Model"], .migrating, use)
        }
    }

    func testUnknownReceiversBlockEveryCandidate() throws {
        let use = "func f(next: () -> Model) { _ = next().$query }"
        let status = try facts(["Model.swift": model, "Use.swift": use])["Model"]
        XCTAssertEqual(reason(status), "$query of an object of unknown type is used")
        XCTAssertEqual(notes("Model"), ["Use.swift:1:40 $query of an object of unknown type used here: `next` has the type `()->Model`"])
    }

    func testNamesBoundByPatternsAreNotFollowed() throws {
        // A local bound by a tuple pattern shadows the property of the same name: unknown, not `Other`.
        let use = """
            import Combine
            final class Other { var model = 0 }
            extension Other { func f(pair: (Model, Int)) { let (model, _) = pair; _ = model.$query } }
            """
        let status = try facts(["Model.swift": model, "Use.swift": use])["Model"]
        XCTAssertEqual(reason(status), "$query of an object of unknown type is used", String(describing: status))
        XCTAssertEqual(notes("Model").first?.hasPrefix("Use.swift:3:"), true, "\(notes("Model"))")
    }

    func testPublicClassesNeedIncludePublic() throws {
        let source = "import Combine\npublic final class Store: ObservableObject { @Published public var x = 0 }"
        XCTAssertNotEqual(try facts(["Store.swift": source])["Store"], .migrating)
        XCTAssertEqual(try facts(["Store.swift": source], ["--include-public"])["Store"], .migrating)
    }
}

/// The view-side channel: legacy uses recorded in `collect`, and refusals made after
/// `observable-object` decided.
final class ObservableObjectLegacyUseTests: XCTestCase {
    /// Stands for a view-side transform: records `@ObservedObject var x = T()` as a legacy use
    /// in phase 1 and, in `resolve`, refuses every type named in `refusedLater`.
    struct FakeViewTransform: Transform {
        static let id = "fake-view"
        static let summary = ""
        static let documentation = ""
        static let examples: [TransformExample] = []
        static let availability = Availability(iOS: OSVersion(17), macOS: OSVersion(14))
        static let refusedLater = "Late"

        func collect(_ file: SourceFile, into index: inout ProjectIndex) {
            for node in file.tree.nodes(ofKind: .variableDecl) {
                guard let variable = VariableDeclSyntax(node), variable.attribute(named: "ObservedObject") != nil,
                      let type = variable.bindings.first?.initializer.flatMap(TypeIndexer.constructedTypeName) else { continue }
                index[ObservationFacts.self].recordLegacyUse(ObservationFacts.LegacyUse(
                    type: TypeReference(type, in: nil), path: file.path, location: node.location, description: "@ObservedObject var ... = \(type)() (the view creates its model)",
                    transformID: Self.id))
            }
        }

        func resolve(_ index: inout ProjectIndex, options: MigrationOptions) {
            index[ObservationFacts.self].refuse(TypeIdentity(Self.refusedLater), named: Self.refusedLater, reason: "a use of it cannot be converted")
        }

        func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult { TransformResult() }
    }

    private let models = """
        import SwiftUI
        class Stats: ObservableObject { @Published var pages = 0 }
        final class DetailedStats: Stats { @Published var words = 0 }
        class Late: ObservableObject { @Published var value = 0 }
        final class LateChild: Late {}
        final class Free: ObservableObject { @Published var value = 0 }

        """
    private let view = """
        import SwiftUI
        struct StatsView: View {
            @ObservedObject var stats = DetailedStats()
            var body: some View { Text("\\(stats.pages)") }
        }

        """

    private func run() -> (ObservationFacts, [FileOutcome]) {
        var options = MigrationOptions()
        options.only = [ObservableObjectTransform.id, FakeViewTransform.id]
        let pipeline = Pipeline(registry: [ObservableObjectTransform.self, FakeViewTransform.self], options: options)
        let files = [SourceFile(path: "Models.swift", text: models), SourceFile(path: "StatsView.swift", text: view)]
        let index = pipeline.buildIndex(files)
        return (index[ObservationFacts.self], files.map { pipeline.migrate($0, index: index) })
    }

    func testALegacyUseRefusesTheClassAndItsHierarchy() {
        let (facts, _) = run()
        XCTAssertEqual(facts["DetailedStats"], .refused(reason: "a view-side use stays as it is and needs an ObservableObject"))
        guard case .refused(let reason)? = facts["Stats"] else { return XCTFail("Stats should be refused") }
        XCTAssertTrue(reason.hasPrefix("its subclass DetailedStats stays an ObservableObject"), reason)
        XCTAssertEqual(facts["Free"], .migrating)
        XCTAssertEqual(facts.migratesWith[TypeIdentity("Stats")], [TypeIdentity("DetailedStats")])
        XCTAssertEqual(facts.migratesWith[TypeIdentity("LateChild")], [TypeIdentity("Late")])
    }

    func testARefusalAfterTheDecisionIsHonouredInPhaseTwo() throws {
        let (facts, outcomes) = run()
        XCTAssertEqual(facts["LateChild"], .refused(reason: "it must migrate together with Late, which stays an ObservableObject"))
        let models = try XCTUnwrap(outcomes.first)
        let output = String(decoding: models.output, as: UTF8.self)
        XCTAssertTrue(output.contains("class Late: ObservableObject { @Published var value = 0 }"), output)
        XCTAssertTrue(output.contains("@Observable final class Free { var value = 0 }"), output)
        XCTAssertEqual(models.diagnostics.map(\.formatted).filter { $0.contains("Late") }, [
            "Models.swift:4:1: warning: Late stays an ObservableObject: a use of it cannot be converted [observable-object]",
            "Models.swift:5:1: warning: LateChild stays an ObservableObject: it must migrate together with Late, which stays an ObservableObject [observable-object]",
        ])
    }
}

extension ObservationFacts {
    fileprivate subscript(name: String) -> Status? { statuses[TypeIdentity(name)] }
}
