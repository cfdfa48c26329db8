import MigrationKit
import XCTest

final class ByteSearchTests: XCTestCase {
    func testTextContainsAnswersAsFoundationDoes() {
        let cases: [(String, String)] = [
            ("some View", "View"), ("Body", "View"), ("", "View"), ("View", ""), ("AnyView<T>", "View"),
            ("Vie", "View"), ("ViewView", "wVi"), ("caf\u{E9}View", "View"),
            ("some View", "Vi\u{E9}"), ("NavigationView", "NavigationView"), ("NavigationViews", "Navigationview"),
            // Canonically equivalent but different bytes: only Foundation's search equates them.
            ("cafe\u{301}", "caf\u{E9}"), ("caf\u{E9}", "cafe\u{301}"),
        ]
        for (text, word) in cases {
            XCTAssertEqual(ByteSearch.text(text, contains: word), text.contains(word), "\(text.debugDescription) contains \(word.debugDescription)")
        }
    }

    /// The search starts from the needle's rarest byte, wherever it is: the answer is that of a
    /// plain search for needles whose rarest byte is first, last or in the middle.
    func testContainsAnswersAsAPlainSearch() {
        let needles = ["overlay(", "background(", "accentColor", "k", "(", "zz", "ab(", "$x", "key"]
        let texts = ["", "x", "overlay", ".overlay(x)", "background (", "xbackground(", "accentColo", "kk", "(a", "z z", "a b(", "$ x", "ke"]
        for needle in needles {
            for text in texts + texts.map({ $0 + needle }) + texts.map({ needle + $0 }) + texts.map({ String(needle.dropLast()) + $0 }) {
                let bytes = Array(text.utf8), word = Array(needle.utf8)
                let plain = word.count <= bytes.count && (0...(bytes.count - word.count)).contains { Array(bytes[$0..<($0 + word.count)]) == word }
                XCTAssertEqual(bytes.withUnsafeBufferPointer { ByteSearch.contains(word, in: $0) }, plain, "\(text.debugDescription) contains \(needle.debugDescription)")
            }
        }
    }
}
