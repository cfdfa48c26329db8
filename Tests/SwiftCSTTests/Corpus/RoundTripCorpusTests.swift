import Foundation
import SwiftCST
import TestSupport
import XCTest

/// Every `.swift` and `.swiftinterface` file of the toolchain's `lib` folder (16 MB of real
/// declarations) must print back byte for byte, and nearly nothing may be left `unknown`.
/// `SWIFTCST_CORPUS=dir1:dir2 swift test --filter RoundTripCorpusTests` adds more folders.
final class RoundTripCorpusTests: XCTestCase {
    func testToolchainFilesRoundTrip() throws {
        let files = Corpus.toolchainFiles
        try XCTSkipIf(files.isEmpty, "no Swift toolchain found")
        var tally = ParseTally()
        for file in files { tally.add(file) }
        print("toolchain corpus: \(tally.summary)")
        XCTAssertEqual(tally.failures, [])
        XCTAssertLessThan(Double(tally.unknownBytes), Double(tally.bytes) * 0.0001, tally.summary)
    }

    func testExtraCorpusRoundTrips() throws {
        guard let folders = SourceFolders.fromEnvironment("SWIFTCST_CORPUS") else { throw XCTSkip("set SWIFTCST_CORPUS to run") }
        var tally = ParseTally()
        for folder in folders {
            for file in Corpus.files(under: folder) { tally.add(file) }
        }
        print("extra corpus: \(tally.summary)")
        XCTAssertGreaterThan(tally.files, 0, "no Swift files in SWIFTCST_CORPUS")
        XCTAssertEqual(tally.failures, [])
    }
}

extension ParseTally {
    fileprivate mutating func add(_ url: URL) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        let bytes = [UInt8](data)
        add(SyntaxTree(bytes: bytes), source: bytes, path: url.path)
    }

    fileprivate var summary: String {
        "\(files) files, \(bytes) bytes, \(failures.count) round-trip failures, unknown nodes: \(unknownNodes) of \(nodes) "
            + String(format: "(%.4f%%), unknown bytes: %.4f%%", unknownNodePercent, unknownBytePercent)
    }
}
