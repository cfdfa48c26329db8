import MigrationKit

/// Writes bytes one after another into a buffer sized for them beforehand: for a text whose
/// length is bounded in advance, with none of an array's growth and per-append checks. Stops
/// the program rather than write past the buffer's end.
struct ByteWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func write(_ byte: UInt8) {
        precondition(count < buffer.count, "ByteWriter: buffer full")
        buffer[count] = byte
        count += 1
    }

    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        precondition(bytes.count <= buffer.count - count, "ByteWriter: buffer full")
        guard let source = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(buffer.baseAddress! + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    mutating func write(_ text: StaticString) {
        write(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// The decimal digits of `number` (not negative).
    mutating func writeDecimal(_ number: Int) {
        var power = 1
        while number / power >= 10 { power *= 10 }
        repeat {
            write(UInt8(ascii: "0") + UInt8(number / power % 10))
            power /= 10
        } while power > 0
    }
}
