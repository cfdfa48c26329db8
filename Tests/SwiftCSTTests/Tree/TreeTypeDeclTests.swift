import SwiftCST
import XCTest

/// Type declarations of every kind, with their attributes, modifiers, generic clauses,
/// inheritance, `where` clauses and member blocks.
final class TreeTypeDeclTests: XCTestCase {
    private func typeDecls(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [TypeDeclSyntax] {
        let tree = parsed(source, file: file, line: line)
        XCTAssertEqual(tree.unknownNodeCount, 0, tree.dump(), file: file, line: line)
        return tree.nodes(ofKind: .typeDecl).compactMap(TypeDeclSyntax.init)
    }

    func testEveryKindOfTypeDeclaration() {
        let source = """
        class A {}
        struct B {}
        enum C {}
        actor D {}
        protocol E {}
        extension F {}
        """
        let decls = typeDecls(source)
        XCTAssertEqual(decls.map(\.introducer), [.class, .struct, .enum, .actor, .protocol, .extension])
        XCTAssertEqual(decls.map(\.name), ["A", "B", "C", "D", "E", "F"])
        XCTAssertTrue(decls.allSatisfy { $0.memberBlock != nil })
    }

    func testAllPartsOfAClass() throws {
        let source = """
        @MainActor @available(iOS 17, macOS 14, *)
        public final class Model<T: Equatable, each U>: NSObject, ObservableObject, @unchecked Sendable where T: Hashable {
            var x = 1
        }
        """
        let decl = try XCTUnwrap(typeDecls(source).first)
        XCTAssertEqual(outline(decl.node, depth: 1),
                       "typeDecl(attribute attribute modifier modifier genericParameterClause inheritanceClause genericWhereClause memberBlock)")
        XCTAssertEqual(decl.attributes.map(\.name), ["MainActor", "available"])
        XCTAssertEqual(decl.attributes[1].argumentClause?.text, "(iOS 17, macOS 14, *)")
        XCTAssertEqual(decl.modifiers.map(\.name), ["public", "final"])
        XCTAssertEqual(decl.name, "Model")
        XCTAssertEqual(decl.genericParameterClause?.text, "<T: Equatable, each U>")
        XCTAssertEqual(decl.inheritedTypeNames, ["NSObject", "ObservableObject", "@uncheckedSendable"])
        XCTAssertEqual(decl.inheritanceClause?.types.map(\.baseName), ["NSObject", "ObservableObject", "Sendable"])
        XCTAssertEqual(decl.whereClause?.text, "where T: Hashable")
        XCTAssertEqual(decl.variables.map(\.name), ["x"])
    }

    func testAttributeArgumentsAreParsedWhenTheyAreExpressions() throws {
        let decl = try XCTUnwrap(typeDecls("@Suite(\"Name\", .tags(.fast)) @objc(MYModel) class M {}").first)
        XCTAssertEqual(decl.attributes.map(\.name), ["Suite", "objc"])
        XCTAssertEqual(decl.attributes[0].arguments.map(\.node.text), ["\"Name\"", ".tags(.fast)"])
        XCTAssertEqual(decl.attributes[1].arguments.count, 0)   // raw tokens
        XCTAssertEqual(decl.attributes[1].argumentClause?.text, "(MYModel)")
    }

    func testQualifiedAndGenericInheritance() throws {
        let decls = typeDecls("""
        struct S: SwiftUI.View, Equatable<Int>, P & Q {}
        enum E: String, CaseIterable, Codable { case a, b = "bee" }
        protocol P: AnyObject, Identifiable where ID == String { associatedtype T: Q = Int }
        protocol Old: class, Q {}
        """)
        XCTAssertEqual(decls.map(\.inheritedTypeNames), [["SwiftUI.View", "Equatable<Int>", "P&Q"], ["String", "CaseIterable", "Codable"],
                                                         ["AnyObject", "Identifiable"], ["class", "Q"]])
        XCTAssertEqual(decls[0].inheritanceClause?.types.map(\.baseName), ["View", "Equatable", "P&Q"])
        XCTAssertEqual(decls[2].whereClause?.text, "where ID == String")
    }

    func testExtensions() throws {
        let decls = typeDecls("""
        extension Array: Identifiable where Element: Identifiable, Element.ID == Int {
            public var id: Int { 0 }
        }
        extension Foo.Bar<Int> {}
        extension [String]: P {}
        """)
        XCTAssertEqual(decls.map(\.name), ["Array", "Foo.Bar<Int>", "[String]"])
        XCTAssertTrue(decls.allSatisfy(\.isExtension))
        XCTAssertNil(decls[0].nameToken)
        XCTAssertEqual(decls[0].inheritedTypeNames, ["Identifiable"])
        XCTAssertEqual(decls[0].whereClause?.text, "where Element: Identifiable, Element.ID == Int")
        XCTAssertEqual(decls[0].variables.map(\.name), ["id"])
        XCTAssertEqual(decls[2].inheritedTypeNames, ["P"])
    }

    func testNestedTypesAndClassModifiers() throws {
        let decls = typeDecls("""
        open class Outer {
            final class Inner: Base {}
            class func make() -> Outer { Outer() }
            class var shared: Outer { Outer() }
            indirect enum Tree { case leaf, node(Tree, Tree) }
            private actor Counter {}
        }
        """)
        XCTAssertEqual(decls.map(\.name), ["Outer", "Inner", "Tree", "Counter"])
        XCTAssertEqual(decls.map { $0.modifiers.map(\.name) }, [["open"], ["final"], ["indirect"], ["private"]])
        XCTAssertEqual(decls[0].functions.map(\.name), ["make"])
        XCTAssertEqual(decls[0].functions[0].modifiers.map(\.name), ["class"])
        XCTAssertEqual(decls[0].variables.first?.isStatic, true)
        XCTAssertEqual(decls[0].members.map(\.kind), [.typeDecl, .functionDecl, .variableDecl, .typeDecl, .typeDecl])
    }

    func testActorIsAlsoAnIdentifier() {
        let tree = parsed("actor A {}\nlet actor = 1\nactor.run()")
        XCTAssertEqual(tree.root.children.map(\.kind), [.typeDecl, .variableDecl, .postfixExpr])
    }

    func testEnumCases() throws {
        let decl = try XCTUnwrap(typeDecls("""
        enum Route: Hashable {
            case home
            case detail(id: Int, String = "x"), settings
            indirect case nested(Route)
            @available(*, deprecated) case old
        }
        """).first)
        let cases = decl.members.filter { $0.kind == .enumCaseDecl }
        XCTAssertEqual(cases.count, 4)
        XCTAssertEqual(cases.flatMap { $0.children(.enumCaseElement) }.compactMap { $0.keyToken.map($0.tree.text) },
                       ["home", "detail", "settings", "nested", "old"])
        XCTAssertEqual(outline(cases[1]), "enumCaseDecl(enumCaseElement(parameterClause(parameter(type) parameter(type initializerClause(stringLiteral)))) enumCaseElement)")
        XCTAssertEqual(cases[2].children(.modifier).count, 1)
        XCTAssertEqual(cases[3].children(.attribute).count, 1)
    }

    func testMemberListWithIfConfig() throws {
        let decl = try XCTUnwrap(typeDecls("""
        struct S {
            #if os(iOS)
            @State var a = 1
            #elseif os(macOS)
            var b = 2
            #else
            func c() {}
            #endif
            var d = 3
        }
        """).first)
        XCTAssertEqual(outline(decl.memberBlock!, depth: 3),
                       "memberBlock(ifConfig(ifConfigClause(postfixExpr variableDecl) ifConfigClause(postfixExpr variableDecl) ifConfigClause(functionDecl)) variableDecl(patternBinding(pattern initializerClause)))")
        XCTAssertEqual(decl.variables.map(\.name), ["a", "b", "d"])
        XCTAssertEqual(decl.functions.map(\.name), ["c"])
    }

    /// Nested `#if` blocks flatten in source order, each clause's condition left out.
    func testNestedIfConfigMembersFlattenInOrder() throws {
        let decl = try XCTUnwrap(typeDecls("""
        struct S {
            var a = 1
            #if A
            var b = 2
            #if B
            var c = 3
            #else
            func d() {}
            #endif
            var e = 4
            #elseif C
            #endif
            var f = 5
        }
        """).first)
        XCTAssertEqual(decl.members.map(\.kind), [.variableDecl, .variableDecl, .variableDecl, .functionDecl, .variableDecl, .variableDecl])
        XCTAssertEqual(decl.variables.map(\.name), ["a", "b", "c", "e", "f"])
        XCTAssertEqual(decl.functions.map(\.name), ["d"])
    }

    func testOtherDeclarations() {
        XCTAssertEqual(outlines("""
        import SwiftUI
        @testable import struct App.Model
        typealias Handler<T> = (T) -> Void
        precedencegroup P { associativity: left }
        infix operator <~> : P
        @freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        """, depth: 1), [
            "importDecl", "importDecl(attribute)", "typealiasDecl(genericParameterClause initializerClause)", "precedenceGroupDecl",
            "operatorDecl(modifier)", "macroDecl(attribute modifier genericParameterClause parameterClause returnClause initializerClause)",
        ])
    }
}

final class InnermostNodeTests: XCTestCase {
    func testEveryTokensInnermostNodeHoldsItDirectly() {
        let tree = SyntaxTree("struct V: View {\n    var body: some View { Text(\"a\\(b)\").padding() }\n}\n")
        for node in tree.root.descendantsAndSelf {
            for token in node.directTokens {
                XCTAssertEqual(tree.innermostNode(containingToken: token), node, "token \(token) \(tree.text(token))")
            }
        }
    }
}
