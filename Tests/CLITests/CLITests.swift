import XCTest

/// End-to-end tests of the built executable land with the command line (issue 3).
final class CLIPendingTests: XCTestCase {
    func testPending() {}
}
