import MigrationKit
import XCTest

/// Types are identified by qualified name, and a name is looked up where it is written, as
/// Swift does: the innermost type declaring it, then the enclosing ones, then the top level.
/// Every answer is checked on the index as merged and once its shared names are filed.
final class TypeLookupTests: XCTestCase {
    private func indexes(_ files: [String: String]) -> [TypeIndex] {
        var index = TypeIndex()
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { index.merge(TypeIndexer.index(of: SourceFile(path: path, text: text))) }
        var filed = index
        filed.fileSharedNames()
        return [index, filed]
    }

    private let cards = """
        struct StatusCard { final class ViewModel {} }
        struct UserCard {}
        extension UserCard { final class ViewModel {} }
        struct Other {}

        """

    private func declared(_ name: String) -> TypeLookup { .declared(TypeIdentity(name)) }

    func testANestedNameMeansTheTypeOfItsScope() {
        for types in indexes(["Cards.swift": cards]) {
            XCTAssertEqual(types.lookUp("ViewModel", in: "StatusCard"), declared("StatusCard.ViewModel"))
            XCTAssertEqual(types.lookUp("ViewModel", in: "UserCard"), declared("UserCard.ViewModel"), "a type nested in an extension")
            XCTAssertEqual(types.lookUp("ViewModel", in: "StatusCard.ViewModel"), declared("StatusCard.ViewModel"))
            XCTAssertEqual(types.lookUp("StatusCard.ViewModel", in: "Other"), declared("StatusCard.ViewModel"), "spelled out")
            XCTAssertEqual(types.lookUp("MyApp.UserCard.ViewModel", in: nil), declared("UserCard.ViewModel"), "after a module's name")
        }
    }

    func testANameNoScopeDeclaresIsAmbiguousInATypeAndAnotherModulesAtTheTopLevel() {
        for types in indexes(["Cards.swift": cards]) {
            let candidates = [TypeIdentity("StatusCard.ViewModel"), TypeIdentity("UserCard.ViewModel")]
            XCTAssertEqual(types.lookUp("ViewModel", in: "Other"), .ambiguous(TypeAmbiguity(name: "ViewModel", candidates: candidates, cause: .notVisible)))
            XCTAssertEqual(types.lookUp("ViewModel", in: nil), .external("ViewModel"), "nested types are not visible at the top level")
            XCTAssertEqual(types.lookUp("Other.ViewModel", in: nil), .ambiguous(TypeAmbiguity(name: "Other.ViewModel", candidates: candidates, cause: .notVisible)))
            XCTAssertEqual(types.lookUp("Text", in: "Other"), .external("Text"))
            XCTAssertEqual(types.identities(named: "ViewModel"), candidates)
        }
    }

    func testATopLevelTypeIsShadowedInsideATypeDeclaringTheName() {
        for types in indexes(["Cards.swift": cards, "Top.swift": "final class ViewModel {}\n"]) {
            XCTAssertEqual(types.lookUp("ViewModel", in: "StatusCard"), declared("StatusCard.ViewModel"))
            XCTAssertEqual(types.lookUp("ViewModel", in: "Other"), declared("ViewModel"))
            XCTAssertEqual(types.lookUp("ViewModel", in: nil), declared("ViewModel"))
        }
    }

    func testExtensionsAttachToTheTypeTheyNameAndLookUpFromIt() {
        for types in indexes([
            "Cards.swift": cards + "extension StatusCard { enum Filter {} }\nenum Filter {}\n",
            "Extensions.swift": """
                extension StatusCard.ViewModel: Identifiable { var filter: Filter { .all } }
                extension UserCard.ViewModel { func reload() {} }

                """,
        ]) {
            let model = TypeIdentity("StatusCard.ViewModel")
            let extensions = types.all.filter { $0.kind == .extension && $0.path == "Extensions.swift" }
            XCTAssertEqual(extensions.map { types.identity(of: $0) }, [model, TypeIdentity("UserCard.ViewModel")])
            XCTAssertEqual(types.declarations(of: model).map(\.kind), [.class, .extension])
            XCTAssertEqual(types.members(of: model).map(\.name), ["filter"])
            XCTAssertTrue(types.conforms(model, to: "Identifiable"))
            XCTAssertFalse(types.conforms(TypeIdentity("UserCard.ViewModel"), to: "Identifiable"))
            // Inside `extension StatusCard.ViewModel`: StatusCard.ViewModel, then StatusCard, then the top level.
            XCTAssertEqual(types.lookUp("Filter", in: "StatusCard.ViewModel"), declared("StatusCard.Filter"))
            XCTAssertEqual(types.lookUp("Filter", in: "UserCard.ViewModel"), declared("Filter"))
        }
    }

    func testTopLevelTypesOfOneNameAreOneIdentity() {
        for types in indexes(["App/Store.swift": "final class Store {}\n", "Widget/Store.swift": "final class Store {}\nextension Store {}\n"]) {
            XCTAssertEqual(types.lookUp("Store", in: "Anything"), declared("Store"))
            XCTAssertEqual(types.declarations(of: TypeIdentity("Store")).map(\.path), ["App/Store.swift", "Widget/Store.swift", "Widget/Store.swift"])
            XCTAssertNil(types.soleDeclaration(of: TypeIdentity("Store")))
            XCTAssertEqual(types.displayName(of: TypeIdentity("Store")), "Store")
        }
    }

    func testMessagesUseTheQualifiedNameOnlyWhereTheSimpleNameIsShared() {
        for types in indexes(["Cards.swift": cards + "struct List { final class Row {} }\n"]) {
            XCTAssertEqual(types.displayName(of: TypeIdentity("StatusCard.ViewModel")), "StatusCard.ViewModel")
            XCTAssertEqual(types.displayName(of: TypeIdentity("List.Row")), "Row")
            XCTAssertEqual(types.lookUp("Row", in: "Other"), declared("List.Row"), "a name one type has means it wherever it is written")
        }
    }

    func testAliasesAreLookedUpWhereTheyAreDeclared() {
        for types in indexes([
            "Aliases.swift": """
                struct A { typealias Model = AModel }
                struct B { typealias Model = BModel }
                final class AModel {}
                final class BModel {}
                typealias Shortcut = A.Model
                struct C {
                #if os(iOS)
                    typealias Data = AModel
                #else
                    typealias Data = BModel
                #endif
                }

                """,
        ]) {
            XCTAssertEqual(types.lookUp("Model", in: "A"), declared("AModel"))
            XCTAssertEqual(types.lookUp("Model", in: "B"), declared("BModel"))
            XCTAssertEqual(types.lookUp("B.Model", in: "A"), declared("BModel"))
            XCTAssertEqual(types.lookUp("Shortcut", in: nil), declared("AModel"))
            XCTAssertEqual(types.lookUp("Data", in: "C"), .ambiguous(TypeAmbiguity(name: "Data", candidates: [TypeIdentity("AModel"), TypeIdentity("BModel")], cause: .declaredMoreThanOnce)),
                           "aliases in #if branches naming different types")
        }
    }

    func testANestedTypeIsVisibleInSubclasses() {
        for types in indexes([
            "Base.swift": """
                class Base { final class Item {} }
                class Other { final class Item {} }
                final class Derived: Base { struct Row {} }

                """,
        ]) {
            XCTAssertEqual(types.lookUp("Item", in: "Derived"), declared("Base.Item"))
            XCTAssertEqual(types.lookUp("Item", in: "Derived.Row"), declared("Base.Item"), "through an enclosing type's superclass")
        }
    }
}
