import SwiftCST
import XCTest

/// The `forEach…` walks visit what the array getters return, in the same order.
final class VisitorHelperTests: XCTestCase {
    func testForEachMemberAndBindingMatchTheArrays() {
        let tree = SyntaxTree("""
        struct S {
            var a = 1, b: Int, (c, d) = (1, 2)
            #if os(iOS)
            let e = 0
            #if DEBUG
            func f() {}
            #endif
            #elseif os(macOS)
            var g: String { "" }
            #else
            case h
            #endif
        }
        """)
        let type = tree.nodes(ofKind: .typeDecl).compactMap(TypeDeclSyntax.init)[0]
        var visited: [Node] = []
        type.forEachMember { visited.append($0) }
        XCTAssertEqual(visited, type.members)
        XCTAssertEqual(visited.count, 5)
        XCTAssertEqual(type.memberBlock?.directChildCount, 2)

        let variable = VariableDeclSyntax(type.members[0])!
        var bindings: [Node] = []
        variable.forEachBinding { bindings.append($0.node) }
        XCTAssertEqual(bindings, variable.bindings.map(\.node))
        XCTAssertEqual(bindings.count, 3)
    }
}
