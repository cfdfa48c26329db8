import Foundation
import SwiftCST

/// `swiftui-migrate parse [--stats] [--tree] PATH...`: parses every `.swift` and
/// `.swiftinterface` file under the paths and reports files, bytes, round-trip failures,
/// unknown nodes, time and throughput. `--tree` prints each file's tree. Exit 0 only if
/// every file round-trips.
enum ParseCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var showStats = false
        var showTree = false
        var paths: [String] = []
        for argument in arguments {
            switch argument {
            case "--stats": showStats = true
            case "--tree": showTree = true
            default:
                if argument.hasPrefix("-") {
                    FileHandle.standardError.write(Data("swiftui-migrate parse: unknown option '\(argument)'\n".utf8))
                    return 2
                }
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: swiftui-migrate parse [--stats] [--tree] PATH...\n".utf8))
            return 2
        }
        let files = paths.flatMap(sourceFiles(under:))
        var bytesTotal = 0
        var failures: [String] = []
        var unknownNodes = 0
        var parseSeconds = 0.0
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                failures.append(path)
                continue
            }
            let bytes = [UInt8](data)
            let start = Date()
            let tree = SyntaxTree(bytes: bytes)
            parseSeconds += Date().timeIntervalSince(start)
            bytesTotal += bytes.count
            unknownNodes += tree.unknownNodeCount
            if tree.printed() != bytes { failures.append(path) }
            if showTree { print(tree.dump(), terminator: "") }
        }
        if showStats || !showTree {
            print("files: \(files.count)")
            print("bytes: \(bytesTotal)")
            print("round-trip failures: \(failures.count)")
            for failure in failures { print("  \(failure)") }
            print("unknown nodes: \(unknownNodes)")
            print(String(format: "parse time: %.3f s (%.1f MB/s)", parseSeconds, Double(bytesTotal) / 1_000_000 / max(parseSeconds, 1e-9)))
        }
        return failures.isEmpty ? 0 : 1
    }

    /// The `.swift` and `.swiftinterface` files at or under `path`, sorted.
    static func sourceFiles(under path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [path] }
        guard isDirectory.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var result: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") || relative.hasSuffix(".swiftinterface") {
                result.append((path as NSString).appendingPathComponent(relative))
            }
        }
        return result.sorted()
    }
}
