import Foundation
import MigrationKit
import SwiftCST

/// Why a file could not be read as Swift source, or written back.
public struct FileProblem: Error, Equatable, CustomStringConvertible {
    /// One line saying what is wrong and what was done about it, to follow the path:
    /// `binary file (it contains NUL bytes); skipped`.
    public let message: String
    /// Where the problem is, when it has a place in the file (invalid UTF-8).
    public let location: SourceLocation?
    /// What the problem makes of a source file for the project's decisions: one the run cannot
    /// change (bytes that are not UTF-8 text, a file it could not read); nil for what is no
    /// source file of the project (a named pipe, a file gone since it was listed).
    public let unchangeable: UnchangeableFiles.Reason?

    public init(_ message: String, location: SourceLocation? = nil, unchangeable: UnchangeableFiles.Reason? = nil) {
        self.message = message
        self.location = location
        self.unchangeable = unchangeable
    }

    public var description: String { message }
}

/// Reads Swift source files, refusing what is not UTF-8 text: unreadable files, binary files
/// (NUL bytes), UTF-16/32 files and invalid UTF-8 each get a one-line reason.
public enum SourceReader {
    /// The bytes of the file at `path`, or why they cannot be migrated.
    public static func read(_ path: String) -> Result<[UInt8], FileProblem> {
        let bytes: [UInt8]
        switch readBytes(path) {
        case .success(let read): bytes = read
        case .failure(let failure): return .failure(failure)
        }
        if let failure = check(bytes) { return .failure(failure) }
        return .success(bytes)
    }

    /// Why `bytes` are not migratable source text, or nil when they are.
    public static func check(_ bytes: [UInt8]) -> FileProblem? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return FileProblem("UTF-16 or UTF-32 text (byte order mark \(hex(bytes[0])) \(hex(bytes[1]))); only UTF-8 is supported; skipped",
                               unchangeable: .notUTF8Text)
        }
        if bytes.withUnsafeBufferPointer({ $0.count > 0 && memchr($0.baseAddress!, 0, $0.count) != nil }) {
            return FileProblem("binary file (it contains NUL bytes); skipped", unchangeable: .notUTF8Text)
        }
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            let location = LineTable(bytes).location(of: bad)
            return FileProblem("not valid UTF-8 (byte \(hex(bytes[bad])) at line \(location.line), column \(location.column)); skipped",
                               location: location, unchangeable: .notUTF8Text)
        }
        return nil
    }

    /// The raw bytes of the file at `path`, or the system's reason it cannot be read. Only a
    /// regular file is read: a named pipe, a socket or a device (which could block the run for
    /// ever, or never end) is refused before it is opened, and the opened descriptor (opened
    /// without waiting for a writer) is checked again, in case the path changed in between.
    public static func readBytes(_ path: String) -> Result<[UInt8], FileProblem> {
        var info = stat()
        return readBytes(path, info: &info)
    }

    /// `readBytes(_:)`, also giving the file's `stat` as it was when read.
    static func readBytes(_ path: String, info: inout stat) -> Result<[UInt8], FileProblem> {
        guard stat(path, &info) == 0 else { return .failure(systemFailure("cannot read the file")) }
        if let problem = notRegular(info) { return .failure(problem) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(systemFailure("cannot read the file")) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { return .failure(systemFailure("cannot read the file")) }
        if let problem = notRegular(info) { return .failure(problem) }
        // One byte more than the size, so that the read that finds the end needs no more room.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += repeatElement(0, count: max(bytes.count, 4096)) }
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(systemFailure("cannot read the file"))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return .success(bytes)
    }

    /// Why a file of this type is not read, or nil for a regular file.
    static func notRegular(_ info: stat) -> FileProblem? {
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: kind = "a named pipe"
        case S_IFSOCK: kind = "a socket"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFDIR: kind = "a directory"
        default: kind = "not a file"
        }
        return FileProblem("not a regular file (\(kind)); skipped")
    }

    /// `what`, with the system's reason; a file that is there but could not be read is one the
    /// run cannot change (`UnchangeableFiles.Reason.unread`).
    static func systemFailure(_ what: String) -> FileProblem {
        let code = errno
        return FileProblem("\(what): \(String(cString: strerror(code)))", unchangeable: code == ENOENT ? nil : .unread)
    }

    private static func hex(_ byte: UInt8) -> String { "0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
}
