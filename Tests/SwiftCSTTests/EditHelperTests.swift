import SwiftCST
import XCTest

final class EditHelperTests: XCTestCase {
    private func edited(_ source: String, _ makeEdit: (SyntaxTree) -> TextEdit?) throws -> String {
        let tree = SyntaxTree(source)
        let edit = try XCTUnwrap(makeEdit(tree))
        return String(decoding: try TextEdit.apply([edit], to: tree.bytes), as: UTF8.self)
    }

    private func firstType(_ tree: SyntaxTree) -> TypeDeclSyntax { TypeDeclSyntax(tree.nodes(ofKind: .typeDecl)[0])! }

    func testRemoveInheritedTypeInAllPositions() throws {
        func removing(_ name: String, from source: String) throws -> String {
            try edited(source) { tree in
                let types = firstType(tree).inheritanceClause!.types.map(\.node)
                return tree.removal(ofElement: types.first { $0.compactText == name }!, in: types)
            }
        }
        XCTAssertEqual(try removing("ObservableObject", from: "class M: ObservableObject, Codable {}"), "class M: Codable {}")
        XCTAssertEqual(try removing("ObservableObject", from: "class M: NSObject, ObservableObject {}"), "class M: NSObject {}")
        XCTAssertEqual(try removing("ObservableObject", from: "class M: NSObject,\n         ObservableObject,\n         Codable {}"),
                       "class M: NSObject,\n         Codable {}")
        XCTAssertEqual(try removing("ObservableObject", from: "class M: NSObject,\n    ObservableObject {}"), "class M: NSObject {}")
    }

    func testRemoveInheritedTypeKeepsOtherElementsComments() throws {
        func removing(_ name: String, from source: String) throws -> String {
            try edited(source) { tree in
                let types = firstType(tree).inheritanceClause!.types.map(\.node)
                return tree.removal(ofElement: types.first { $0.compactText == name }!, in: types)
            }
        }
        // A comment after the element and its comma on its own line goes with it; the one before stays.
        XCTAssertEqual(try removing("ObservableObject", from: "class M: NSObject, // base\n    ObservableObject, // observed\n    Codable {}"),
                       "class M: NSObject, // base\n    Codable {}")
        // A comment between the elements on one line is kept.
        XCTAssertEqual(try removing("ObservableObject", from: "class M: NSObject, /* observed */ ObservableObject {}"),
                       "class M: NSObject /* observed */ {}")
    }

    func testRemoveAttribute() throws {
        func removingFirstAttribute(_ source: String) throws -> String {
            try edited(source) { tree in tree.removal(of: tree.nodes(ofKind: .attribute)[0]) }
        }
        XCTAssertEqual(try removingFirstAttribute("    @Published var x = 1\n"), "    var x = 1\n")
        XCTAssertEqual(try removingFirstAttribute("    @Published\n    var x = 1\n"), "    var x = 1\n")
        XCTAssertEqual(try removingFirstAttribute("    @Published private(set) var x = 1\n"), "    private(set) var x = 1\n")
        XCTAssertEqual(try removingFirstAttribute("    @Published // keep me\n    var x = 1\n"), "    // keep me\n    var x = 1\n")
        XCTAssertEqual(try removingFirstAttribute("\t@Published var x = 1\r\n"), "\tvar x = 1\r\n")
    }

    func testInsertAttribute() throws {
        func inserting(_ source: String) throws -> String {
            try edited(source) { tree in tree.insertion(ofAttribute: "@Observable", on: tree.nodes(ofKind: .typeDecl)[0]) }
        }
        XCTAssertEqual(try inserting("final class M {}"), "@Observable final class M {}")
        XCTAssertEqual(try inserting("@MainActor final class M {}"), "@MainActor @Observable final class M {}")
        XCTAssertEqual(try inserting("  @MainActor\n  final class M {}"), "  @MainActor\n  @Observable\n  final class M {}")
        XCTAssertEqual(try inserting("@MainActor\r\nclass M {}"), "@MainActor\r\n@Observable\r\nclass M {}")
    }

    func testInsertStatementAtTopOfBlock() throws {
        func inserting(_ source: String) throws -> String {
            try edited(source) { tree in tree.insertion(ofStatement: "@Bindable var s = s", atTopOf: tree.nodes(ofKind: .accessorBlock)[0]) }
        }
        XCTAssertEqual(try inserting("  var body: some View {\n    Text(\"\")\n  }\n"), "  var body: some View {\n    @Bindable var s = s\n    Text(\"\")\n  }\n")
        XCTAssertEqual(try inserting("\tvar body: some View { Text(\"\") }\n"), "\tvar body: some View {\n\t\t@Bindable var s = s\n\t\tText(\"\") }\n")
    }

    func testCanInsertStatementAgreesWithTheInsertion() {
        let sources = [
            "var body: some View {\n    Text(\"\")\n}\n", "var body: some View { Text(\"\") }\n", "var body: some View {}\n",
            "var body: some View { /* c */ Text(\"\") }\n", "var body: some View { // c\n    Text(\"\")\n}\n",
            "let f = { x in x }\n", "let f = { x in /* c */ x }\n", "let f = { x in }\n", "let f = { [a] in\n    a\n}\n",
        ]
        for source in sources {
            let tree = SyntaxTree(source)
            for block in Array(tree.nodes(ofKind: .accessorBlock)) + tree.nodes(ofKind: .closureExpr) + tree.nodes(ofKind: .sequenceExpr) {
                XCTAssertEqual(tree.canInsertStatement(atTopOf: block), tree.insertion(ofStatement: "_", atTopOf: block) != nil, source)
            }
        }
        let commented = SyntaxTree("var body: some View { /* c */ Text(\"\") }\n")
        XCTAssertFalse(commented.canInsertStatement(atTopOf: commented.nodes(ofKind: .accessorBlock)[0]))
    }

    func testRemovalOfAStatementTakesItsLine() throws {
        let source = "func f() {\n    a = true\n    b = 2\n}\n"
        XCTAssertEqual(try edited(source) { tree in tree.removal(of: tree.nodes(ofKind: .sequenceExpr)[0]) }, "func f() {\n    b = 2\n}\n")
    }

    func testRemovalAtTheTopOfABlockTakesTheBlankLineAfterIt() throws {
        let source = "func f() {\n    a()\n\n    b()\n}\n"
        let removed = try edited(source) { tree in
            tree.removal(ofStatement: tree.nodes(ofKind: .postfixExpr)[0]).map(tree.withoutBlankLineAtBlockTop)
        }
        XCTAssertEqual(removed, "func f() {\n    b()\n}\n")
        let inside = try edited("func f() {\n    a()\n    b()\n\n    c()\n}\n") { tree in
            tree.removal(ofStatement: tree.nodes(ofKind: .postfixExpr)[1]).map(tree.withoutBlankLineAtBlockTop)
        }
        XCTAssertEqual(inside, "func f() {\n    a()\n\n    c()\n}\n", "only at the top of a block")
    }

    func testJoiningDeletionsJoinsThoseThatMeet() {
        let joined = TextEdit.joiningDeletions([.delete(10..<20), .delete(0..<5), .delete(19..<30), .delete(30..<31), .delete(40..<41)])
        XCTAssertEqual(joined, [.delete(0..<5), .delete(10..<31), .delete(40..<41)])
    }

    func testRemovalWithAttachedCommentsTakesTheCommentLinesAbove() throws {
        func removingX(_ source: String) throws -> String {
            try edited(source) { tree in
                tree.removal(of: tree.nodes(ofKind: .variableDecl).first { $0.text == "var x = 1" }!, withAttachedComments: true)
            }
        }
        XCTAssertEqual(try removingX("    // a\n    // bb\n    var x = 1\n    var y = 2\n"), "    var y = 2\n")
        XCTAssertEqual(try removingX("/// a\r\n/* bb */\r\nvar x = 1\r\nvar y = 2\r\n"), "var y = 2\r\n")
        XCTAssertEqual(try removingX("// kept\n\n// a\nvar x = 1\n"), "// kept\n\n")
        XCTAssertEqual(try removingX("var w = 0 // kept\nvar x = 1\n"), "var w = 0 // kept\n")
    }

    func testAttachedCommentLinesKeepTheCodeBeforeAMultiLineComment() throws {
        for comment in ["/** a\n b */", "/* a\n b */"] {
            let source = "struct S {\n    foo() \(comment)\n    var x = 1\n}\n"
            let tree = SyntaxTree(source)
            let x = try XCTUnwrap(tree.nodes(ofKind: .variableDecl).first?.firstToken)
            XCTAssertNil(tree.attachedCommentLinesStart(before: x))
            XCTAssertNil(tree.attachedCommentLinesStart(before: x) { $0 == .docBlockComment })
            XCTAssertEqual(try edited(source) { tree in tree.removal(of: tree.nodes(ofKind: .variableDecl)[0], withAttachedComments: true) },
                           "struct S {\n    foo() \(comment)\n}\n")
        }
    }

    func testAttachedCommentLinesCountOnlyTheKindsAsked() {
        let tree = SyntaxTree("// plain\n/// doc\n  /** doc */\nvar x = 1\n")
        let x = tree.nodes(ofKind: .variableDecl)[0].firstToken!
        XCTAssertEqual(tree.attachedCommentLinesStart(before: x), 0)
        XCTAssertEqual(tree.attachedCommentLinesStart(before: x) { $0 == .docLineComment || $0 == .docBlockComment }, 9)
        XCTAssertNil(tree.attachedCommentLinesStart(before: x) { $0 == .lineComment })
    }

    func testDetectsStyle() {
        XCTAssertEqual(SourceStyle.detect(Array("struct A {\n  var b: Int\n  func c() {\n    d()\n  }\n}\n".utf8)), SourceStyle(indentUnit: "  ", newline: "\n"))
        XCTAssertEqual(SourceStyle.detect(Array("struct A {\r\n\tvar b: Int\r\n}\r\n".utf8)), SourceStyle(indentUnit: "\t", newline: "\r\n"))
    }
}
