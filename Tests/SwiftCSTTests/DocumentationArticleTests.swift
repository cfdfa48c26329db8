import Foundation
import SwiftCST
import XCTest

/// The code in SwiftCST's DocC catalog (Sources/SwiftCST/SwiftCST.docc) is true: each of its
/// Swift listings is written out, line for line, in a test below that runs it and checks the
/// values its comments show; `testEveryListingIsRunHere` ties the two.
final class DocumentationArticleTests: XCTestCase {
    func testRoundTrip() {
        let source = "let answer = 42 // the answer\n"
        let tree = SyntaxTree(bytes: Array(source.utf8))
        let unchanged = tree.printed() == tree.bytes  // true
        XCTAssertTrue(unchanged)
    }

    func testTokensAndTrivia() {
        let tree = SyntaxTree(bytes: Array("let a = 1 // one\nvar b = 2\n".utf8))
        let one = tree.tokens.indices.first { tree.tokenIs($0, "1") }!
        let after = tree.trailingTrivia(one).map(\.kind)  // [.spaces, .lineComment]
        let before = tree.leadingTrivia(one + 1).map(\.kind)  // [.newlines]
        let keyword = tree.text(one + 1)  // "var"
        XCTAssertEqual(after, [.spaces, .lineComment])
        XCTAssertEqual(before, [.newlines])
        XCTAssertEqual(keyword, "var")
    }

    func testNodes() {
        let tree = SyntaxTree(bytes: Array("struct Shelf {\n    var books = 0\n}\n".utf8))
        let shelf = tree.nodes(ofKind: .typeDecl).first!
        let name = TypeDeclSyntax(shelf)!.name  // "Shelf"
        let place = tree.nodes(ofKind: .variableDecl).first!.location  // 2:5
        XCTAssertEqual(name, "Shelf")
        XCTAssertEqual(place, SourceLocation(line: 2, column: 5))
    }

    func testEdits() throws {
        let tree = SyntaxTree(bytes: Array("@MainActor\nfinal class Model {}\n".utf8))
        let model = tree.nodes(ofKind: .typeDecl).first!
        let edit = tree.insertion(ofAttribute: "@Observable", on: model)!
        let migrated = try TextEdit.apply([edit], to: tree.bytes)
        let text = String(decoding: migrated, as: UTF8.self)  // "@MainActor\n@Observable\nfinal class Model {}\n"
        XCTAssertEqual(text, "@MainActor\n@Observable\nfinal class Model {}\n")
    }

    func testConflicts() {
        let bytes = Array("let a = 1\n".utf8)
        let rename = TextEdit(range: 4..<5, replacement: "b")
        let contact = rename.contact(with: .insert("_", at: 4))  // .sameStart
        let refused = (try? TextEdit.apply([rename, .delete(0..<5)], to: bytes)) == nil  // true
        XCTAssertEqual(contact, .sameStart)
        XCTAssertTrue(refused)
    }

    /// Every ```swift listing of the catalog's articles appears here, line for line (leading
    /// spaces aside), so it compiles and runs above.
    func testEveryListingIsRunHere() throws {
        let here = URL(fileURLWithPath: #filePath)
        let catalog = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SwiftCST/SwiftCST.docc")
        let ownLines = try String(contentsOf: here, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " } }
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
        var listings = 0
        for article in articles {
            let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
            var listing: [Substring]? = nil
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line == "```swift" {
                    listing = []
                } else if line == "```", let lines = listing {
                    listings += 1
                    let found = ownLines.indices.contains { start in
                        start + lines.count <= ownLines.count && zip(ownLines[start...], lines).allSatisfy { $0 == $1.drop { $0 == " " } }
                    }
                    XCTAssertTrue(found, "\(article): a listing is not run by DocumentationArticleTests:\n" + lines.joined(separator: "\n"))
                    listing = nil
                } else if listing != nil {
                    listing!.append(line)
                }
            }
        }
        XCTAssertGreaterThanOrEqual(listings, 5, "the catalog's listings were not found in \(catalog.path)")
    }
}
