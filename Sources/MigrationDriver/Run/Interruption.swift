import Foundation
import MigrationKit

/// How the process ends when told to stop: on SIGINT, SIGTERM or SIGHUP it removes every
/// temporary file and folder it made and ends the programs it runs (`Temporaries`), prints one
/// line saying what had been written, and exits with 128 + the signal's number (130, 143, 129).
///
/// The signals are blocked in every thread and taken by one thread waiting in sigwait(2), so
/// the work happens in ordinary code, never in a signal handler. Renames into place finish
/// first (`Temporaries.withoutInterruption`): a run that writes in two steps (`ChangeWriter`)
/// has then written every file or none.
///
/// SIGPIPE gets a handler that does nothing, so that writing to a closed pipe fails with
/// EPIPE (reported by `StandardOutput`) instead of ending the process; unlike an ignored
/// signal, a handler is not inherited by the programs the tool runs.
public enum Interruption {
    /// The signals that interrupt a run, with their names.
    static let signals: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")]

    /// Call first thing in `main`, before any other thread starts (threads inherit the mask).
    public static func install() {
        _ = TemporaryFile.newFileMode  // reads the umask while only this thread runs
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal.number) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        signal(SIGPIPE, { _ in })
        let waiter = Thread { [set] in
            var waitedFor = set
            var received: Int32 = 0
            while sigwait(&waitedFor, &received) != 0 {}
            exit(after: received)
        }
        waiter.start()
    }

    /// Cleans up, says what had been written, and ends the process.
    private static func exit(after signal: Int32) -> Never {
        let written = Temporaries.shared.removeAllForExit()
        let name = signals.first { $0.number == signal }?.name ?? "signal \(signal)"
        ErrorStream.put("\(ToolInfo.name): interrupted by \(name): \(note(written))\n")
        _exit(128 + signal)
    }

    /// "nothing was written", or which files were, and that nothing else was.
    static func note(_ written: [String]) -> String {
        guard !written.isEmpty else { return "nothing was written" }
        let shown = written.prefix(3).joined(separator: ", ") + (written.count > 3 ? ", …" : "")
        return "\(plural(written.count, "file")) had been written (\(shown)); nothing else was, and no temporary file is left"
    }
}
