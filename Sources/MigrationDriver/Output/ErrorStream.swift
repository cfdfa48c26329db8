import Foundation
import MigrationKit

/// Writes to standard error for a run: diagnostics and messages as whole lines, and, on a
/// terminal, a progress line that is redrawn in place (at most ten times a second) and cleared
/// before any other line is written. Safe to use from many threads. A line standard error cannot
/// take (a closed pipe, a full disk) is dropped: there is nowhere left to say so.
public final class ErrorStream: @unchecked Sendable {
    private let lock = NSLock()
    private let showsProgress: Bool
    private var progressShown = false
    private var lastDraw: UInt64 = 0

    /// `showsProgress`: draw progress lines (only do so when standard error is a terminal).
    public init(showsProgress: Bool) { self.showsProgress = showsProgress }

    /// True when standard error is a terminal.
    public static var isTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Writes `line` and a newline.
    public func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        clearProgress()
        ErrorStream.put(line + "\n")
    }

    /// Redraws the progress line, unless it was drawn less than 0.1 s ago.
    public func progress(_ progress: RunProgress) {
        guard showsProgress else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - lastDraw > 100_000_000 || progress.done == progress.total else { return }
        lastDraw = now
        ErrorStream.put("\r\u{1B}[K\(ToolInfo.name): \(progress.phase.rawValue) \(progress.done)/\(progress.total) files")
        progressShown = true
    }

    /// Removes the progress line, if one is shown.
    public func finishProgress() {
        lock.lock()
        defer { lock.unlock() }
        clearProgress()
    }

    private func clearProgress() {
        guard progressShown else { return }
        ErrorStream.put("\r\u{1B}[K")
        progressShown = false
    }

    /// Writes `text` to standard error as it is, without the stream's lock: for the lines of
    /// an interruption (which must not wait for another thread) and of errors before a run.
    public static func put(_ text: String) {
        _ = Descriptor.writeAll(STDERR_FILENO, Array(text.utf8))
    }
}
