import Foundation
import SwiftCST
import TestSupport

/// Runs `swiftc -frontend -dump-parse` on a batch of files and reads the declarations out of
/// its output.
enum CompilerParseDump {
    /// The dump of each file, keyed by path, and the paths the compiler reported errors in.
    static func run(_ paths: [String]) -> (dumps: [String: [Substring]], filesWithErrors: Set<String>) {
        guard let swiftc = Toolchain.swiftc else { return ([:], []) }
        let directory = TemporaryDirectory(prefix: "swiftcst-dump")
        defer { withExtendedLifetime(directory) {} }
        // One frontend run for the batch: each primary file's dump goes to its own `-o` file.
        let dumpURLs = paths.indices.map { directory.url.appendingPathComponent("\($0).dump") }
        // The dumps go to files, so the output holds only the diagnostics.
        let run = Toolchain.run(swiftc, ["-frontend", "-dump-parse"] + paths.flatMap { ["-primary-file", $0] } + dumpURLs.flatMap { ["-o", $0.path] })

        var dumps: [String: [Substring]] = [:]
        for (path, url) in zip(paths, dumpURLs) {
            let dump = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            dumps[path] = dump.split(separator: "\n").filter { !$0.hasPrefix("(source_file ") }
        }
        let filesWithErrors = Set(run.output.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: ") else { return nil }
            return paths.first { line.hasPrefix($0 + ":") }
        })
        return (dumps, filesWithErrors)
    }

    // MARK: Reading the dump

    private static let typeLine = try! NSRegularExpression(
        pattern: #"^( *)\((class_decl|struct_decl|enum_decl|protocol|extension_decl) .*?range=\[.*?:(\d+):(\d+) - line:\d+:\d+\] (.*)$"#)
    private static let variableLine = try! NSRegularExpression(pattern: #"^( *)\(var_decl .*?range=\[.*?:(\d+):(\d+) - line:\d+:\d+\][^"]*"([^"]*)""#)
    private static let attributeLine = try! NSRegularExpression(pattern: #"^( *)\(\w+_attr range=\[.*?:(\d+):(\d+) - "#)

    /// What the compiler's parser found in one file: types and attributed variables from the
    /// dump, inherited type names from SourceKit (`inheritance`, keyed by name offset).
    static func facts(dump: [Substring], tree: SyntaxTree, inheritance: [Int: [String]]) -> DeclarationFacts {
        var facts = DeclarationFacts()
        // Attributes by position: one `@available(iOS 13, macOS 10.15, *)` is an entry per platform.
        var variable: (indent: Int, name: String, location: SourceLocation, attributes: [Int: String])?
        func finishVariable() {
            if let v = variable, !v.attributes.isEmpty {
                facts.attributedVariables.insert(DeclarationFacts.variableLine(name: v.name, at: v.location, attributes: Array(v.attributes.values)))
            }
            variable = nil
        }
        for line in dump.map(String.init) {
            let range = NSRange(line.startIndex..., in: line)
            func group(_ match: NSTextCheckingResult, _ i: Int) -> String { String(line[Range(match.range(at: i), in: line)!]) }
            if let match = attributeLine.firstMatch(in: line, range: range), let v = variable, group(match, 1).count == v.indent + 2 {
                let offset = tree.offset(of: SourceLocation(line: Int(group(match, 2))!, column: Int(group(match, 3))!))
                if let name = spelledAttributeName(at: offset, in: tree.bytes) { variable?.attributes[offset] = name }
                continue
            }
            if let match = variableLine.firstMatch(in: line, range: range) {
                finishVariable()
                variable = (group(match, 1).count, group(match, 4), SourceLocation(line: Int(group(match, 2))!, column: Int(group(match, 3))!), [:])
                continue
            }
            if let v = variable, line.prefix(while: { $0 == " " }).count <= v.indent { finishVariable() }
            if let match = typeLine.firstMatch(in: line, range: range) {
                let rest = group(match, 5)
                let quoted = rest.split(separator: "\"", omittingEmptySubsequences: false)
                let name = quoted.dropFirst().first.map(String.init) ?? ""
                let isActor = quoted.dropFirst(2).first?.split(separator: " ").contains("actor") ?? false   // "Name" final actor
                let kind = ["class_decl": isActor ? "actor" : "class", "struct_decl": "struct", "enum_decl": "enum",
                            "protocol": "protocol", "extension_decl": "extension"][group(match, 2)]!
                let inherits = rest.range(of: #"inherits="[^"]*""#, options: .regularExpression).map { rest[$0].split(separator: ",").count } ?? 0
                let at = SourceLocation(line: Int(group(match, 3))!, column: Int(group(match, 4))!)
                facts.types.insert(DeclarationFacts.typeLine(kind: kind, name: name, at: at, inheritedCount: inherits))
            }
        }
        finishVariable()
        for (offset, names) in inheritance {
            facts.inheritedNames["\(tree.location(of: offset))"] = names.map(DeclarationFacts.withoutWhitespace).joined(separator: ",")
        }
        return facts
    }

    /// The base name of the attribute the compiler places at `offset` when it is spelled with
    /// `@` (the compiler points at the `@` or at the name after it); nil for modifiers.
    static func spelledAttributeName(at offset: Int, in bytes: [UInt8]) -> String? {
        var start: Int
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "@") {
            start = offset + 1
        } else if offset > 0 && offset <= bytes.count && bytes[offset - 1] == UInt8(ascii: "@") {
            start = offset
        } else {
            return nil
        }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "_") || bytes[end] >= 0x80
            || (bytes[end] | 0x20 >= UInt8(ascii: "a") && bytes[end] | 0x20 <= UInt8(ascii: "z")) || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) {
            end += 1
        }
        start = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? start
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
