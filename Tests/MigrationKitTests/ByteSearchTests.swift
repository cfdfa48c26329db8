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
}
