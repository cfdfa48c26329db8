import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import SwiftCST
import TestSupport
import XCTest

final class SourceReaderTests: XCTestCase {
    func testAcceptsUTF8Text() {
        for text in ["", "let café = \"☕️ 🎉\"\n", "\u{FEFF}import SwiftUI\r\n"] {
            XCTAssertNil(SourceReader.check(Array(text.utf8)), text)
        }
    }

    func testRefusesBinaryUTF16AndInvalidUTF8WithOneLineReasons() {
        XCTAssertEqual(SourceReader.check([0x6C, 0x65, 0x74, 0x00, 0x01])?.message, "binary file (it contains NUL bytes); skipped")
        XCTAssertEqual(SourceReader.check([0xFF, 0xFE, 0x6C, 0x00])?.message,
                       "UTF-16 or UTF-32 text (byte order mark 0xFF 0xFE); only UTF-8 is supported; skipped")
        let invalid = SourceReader.check(Array("let a = 1\nlet b = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
        XCTAssertEqual(invalid?.message, "not valid UTF-8 (byte 0xC3 at line 2, column 10); skipped")
        XCTAssertEqual(invalid?.location?.line, 2)
        let afterCR = SourceReader.check(Array("let a = 1\rlet b = \"".utf8) + [0xC3, 0x28] + Array("\"\r".utf8))
        XCTAssertEqual(afterCR?.message, "not valid UTF-8 (byte 0xC3 at line 2, column 10); skipped", "a lone CR ends a line")
    }

    func testUTF8ValidationRejectsOverlongsSurrogatesAndTruncation() {
        let rejected: [[UInt8]] = [[0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xE2, 0x82], [0x80]]
        for bytes in rejected { XCTAssertEqual(UTF8Validation.firstInvalidOffset(Array("abcdefghij".utf8) + bytes), 10, "\(bytes)") }
        let accepted = "aé€😀 ascii run longer than eight bytes ∑ 💡"
        XCTAssertNil(UTF8Validation.firstInvalidOffset(Array(accepted.utf8)))
        // Agrees with the standard library on random bytes.
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0x60...0xFF, using: &generator) }
            XCTAssertEqual(UTF8Validation.firstInvalidOffset(bytes) == nil, String(validating: bytes, as: UTF8.self) != nil, "\(bytes)")
        }
    }

    func testMissingFileAndDirectory() {
        let scratch = TemporaryDirectory()
        guard case .failure(let missing) = SourceReader.read(scratch.path + "/nope.swift") else { return XCTFail() }
        XCTAssertEqual(missing.message, "cannot read the file: No such file or directory")
        guard case .failure(let directory) = SourceReader.read(scratch.path) else { return XCTFail() }
        XCTAssertEqual(directory.message, "not a regular file (a directory); skipped")
    }

    /// Refused without being opened for a read that would wait for a writer (or never end).
    func testNamedPipesDevicesAndSocketsAreRefusedWithoutBlocking() throws {
        let scratch = TemporaryDirectory()
        XCTAssertEqual(mkfifo(scratch.path + "/Pipe.swift", 0o644), 0)
        let socketPath = scratch.path + "/Socket.swift"
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (k, byte) in socketPath.utf8.enumerated() where k < buffer.count - 1 { buffer[k] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try XCTSkipIf(bound != 0, "cannot bind a Unix socket here")
        let cases = [("Pipe.swift", "a named pipe"), ("Socket.swift", "a socket")].map { (scratch.path + "/" + $0.0, $0.1) } + [("/dev/zero", "a character device")]
        for (path, kind) in cases {
            guard case .failure(let problem) = SourceReader.read(path) else { return XCTFail(path) }
            XCTAssertEqual(problem.message, "not a regular file (\(kind)); skipped")
        }
    }
}
