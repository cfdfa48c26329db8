@testable import MigrationDriver
@testable import MigrationKit
import XCTest

final class FingerprintTests: XCTestCase {
    func testEveryOneByteChangeAndEveryLengthChangeTheFingerprint() {
        let text = Array("import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n".utf8)
        let original = fingerprint(text)
        XCTAssertEqual(fingerprint(text), original)
        var seen: Set<Int> = [original]
        for position in text.indices {
            var changed = text
            changed[position] ^= 0x20
            XCTAssertTrue(seen.insert(fingerprint(changed)).inserted, "byte \(position)")
        }
        for length in 0..<text.count {
            XCTAssertTrue(seen.insert(fingerprint(Array(text.prefix(length)))).inserted, "prefix of \(length) bytes")
        }
        XCTAssertNotEqual(fingerprint(text + [0]), original)
    }
}
