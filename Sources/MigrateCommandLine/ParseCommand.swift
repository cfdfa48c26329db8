import Foundation
import MigrationDriver
import MigrationKit
import SwiftCST

/// `swiftui-migrate parse [--stats] [--tree] PATH...`: parses every `.swift` and
/// `.swiftinterface` file under the paths and reports files, bytes, round-trip failures,
/// unknown nodes, parse time and throughput, and peak memory. `--tree` prints each file's
/// tree instead (with `--stats`, both). Exit status: 0 when every file round-trips, 1 when
/// one does not, 2 on a usage error or an unreadable path (a named pipe or a device is not
/// read: see `SourceReader.readBytes`).
enum ParseCommand {
    static let usage = "usage: swiftui-migrate parse [--stats] [--tree] PATH..."

    static func run(_ arguments: [String]) throws -> Int32 {
        var showStats = false
        var showTree = false
        var paths: [String] = []
        for argument in arguments {
            switch argument {
            case "--stats": showStats = true
            case "--tree": showTree = true
            case "-h", "--help":
                try StandardOutput.write(usage + "\n")
                return 0
            default:
                if argument.hasPrefix("-") {
                    printError("swiftui-migrate parse: unknown option '\(argument)'\n\(usage)")
                    return 2
                }
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            printError(usage)
            return 2
        }
        var statistics = ParseStatistics()
        var unreadable: [(path: String, problem: FileProblem)] = []
        let files = paths.flatMap(sourceFiles(under:))
        for path in files {
            let bytes: [UInt8]
            switch SourceReader.readBytes(path) {
            case .success(let read): bytes = read
            case .failure(let problem):
                unreadable.append((path, problem))
                continue
            }
            let tree = statistics.parse(bytes, path: path)
            if showTree { try StandardOutput.write((files.count > 1 ? "== \(path)\n" : "") + tree.dump()) }
        }
        for (path, problem) in unreadable { printError("swiftui-migrate parse: \(path): \(problem)") }
        if showStats || !showTree { try StandardOutput.write(statistics.report + "\n") }
        if !unreadable.isEmpty { return 2 }
        return statistics.tally.failures.isEmpty ? 0 : 1
    }

    /// The `.swift` and `.swiftinterface` files under a folder, sorted; a file path as given.
    static func sourceFiles(under path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var result: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") || relative.hasSuffix(".swiftinterface") {
                result.append((path as NSString).appendingPathComponent(relative))
            }
        }
        return result.sorted()
    }

    private static func printError(_ message: String) {
        ErrorStream.put(message + "\n")
    }
}

/// Totals over the parsed files with the CPU time their parses took, and the report
/// `parse --stats` prints.
struct ParseStatistics {
    private(set) var tally = ParseTally()
    private(set) var parseSeconds = 0.0

    /// Parses one file (timing the parse on this thread's CPU clock) and checks its round trip.
    mutating func parse(_ input: [UInt8], path: String) -> SyntaxTree {
        let start = Self.threadCPUSeconds()
        let tree = SyntaxTree(bytes: input)
        parseSeconds += Self.threadCPUSeconds() - start
        tally.add(tree, source: input, path: path)
        return tree
    }

    var report: String {
        var lines = [
            "files: \(tally.files)",
            "bytes: \(tally.bytes)",
            "round-trip failures: \(tally.failures.count)",
        ]
        lines += tally.failures.map { "  \($0)" }
        lines += [
            "unknown nodes: \(tally.unknownNodes) of \(tally.nodes) nodes (\(Self.percent(tally.unknownNodePercent))), "
                + "covering \(tally.unknownBytes) bytes (\(Self.percent(tally.unknownBytePercent)))",
            String(format: "parse time: %.3f s CPU (%.1f MB/s)", parseSeconds, Double(tally.bytes) / 1_000_000 / max(parseSeconds, 1e-9)),
            "peak memory: \(Self.peakResidentBytes() / 1_000_000) MB resident",
        ]
        return lines.joined(separator: "\n")
    }

    private static func percent(_ share: Double) -> String {
        String(format: "%.4f%%", share)
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The process's peak resident set size (getrusage reports kilobytes on Linux, bytes on Darwin).
    private static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
