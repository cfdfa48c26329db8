import Foundation
import MigrationKit

/// Writing to file descriptors with write(2) itself: every byte or a reason, never a crash
/// (Foundation's `FileHandle.write(_:)` stops the program when the disk is full or the pipe is
/// closed).
enum Descriptor {
    /// Writes all of `bytes` to `descriptor`, going on after interrupted calls; nil when every
    /// byte was written, else the `errno` of the failed call.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// `writeAll` for an array of bytes.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    /// `writeAll` for data.
    static func writeAll(_ descriptor: Int32, _ data: Data) -> Int32? {
        data.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    /// The system's text for `code`: "No space left on device".
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
