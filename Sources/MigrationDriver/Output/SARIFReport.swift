import Foundation
import MigrationKit
import SwiftCST

/// The `--format sarif` document: SARIF 2.1.0 for code-scanning UIs. One rule per transform
/// (plus `file-error` for files the tool could not process), one result per diagnostic, with
/// paths relative to `%SRCROOT%` (the display base) and columns in UTF-16 code units.
public struct SARIFReport {
    /// The rule id of the tool's own errors (unreadable file, output that does not parse, ...).
    public static let fileErrorRule = "file-error"

    private var results: [[String: Any]] = []
    private let rules: [[String: Any]]
    private let base: String

    /// A report for the transforms of `registry`, with paths relative to the directory `base`.
    public init(registry: [any Transform.Type], base: String) {
        var rules: [[String: Any]] = registry.map { transform in
            ["id": transform.id, "name": transform.id,
             "shortDescription": ["text": transform.summary],
             "fullDescription": ["text": transform.documentation],
             "properties": ["minimumOS": transform.availability.description]]
        }
        rules.append(["id": SARIFReport.fileErrorRule, "name": SARIFReport.fileErrorRule,
                      "shortDescription": ["text": "A file swiftui-migrate could not read, migrate or write; it was left unchanged"]])
        self.rules = rules
        self.base = base
    }

    /// Records the diagnostics of one file.
    public mutating func add(_ result: FileResult) {
        guard !result.diagnostics.isEmpty else { return }
        let lines = LineTable(result.original)
        for diagnostic in result.diagnostics {
            let region: [String: Any] = ["startLine": diagnostic.location.line,
                                         "startColumn": utf16Column(diagnostic.location, in: result.original, lines: lines)]
            results.append([
                "ruleId": diagnostic.transformID ?? SARIFReport.fileErrorRule,
                "level": diagnostic.severity.rawValue,
                "message": ["text": diagnostic.message],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": uriPath(diagnostic.path), "uriBaseId": "%SRCROOT%"],
                    "region": region,
                ]]],
            ])
        }
    }

    /// The document, ending in a newline; `succeeded` is false when a file failed.
    public func encoded(succeeded: Bool) -> Data {
        let run: [String: Any] = [
            "tool": ["driver": ["name": ToolInfo.name, "version": ToolInfo.version, "informationUri": ToolInfo.informationURI, "rules": rules]],
            "originalUriBaseIds": ["%SRCROOT%": ["uri": URL(fileURLWithPath: base, isDirectory: true).absoluteString]],
            "columnKind": "utf16CodeUnits",
            "invocations": [["executionSuccessful": succeeded]],
            "results": results,
        ]
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return data + Data("\n".utf8)
    }

    /// A relative path as a URI reference (percent-encoded where needed).
    private func uriPath(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The column of `location` (bytes) counted in UTF-16 code units of the line's text.
    private func utf16Column(_ location: SourceLocation, in bytes: [UInt8], lines: LineTable) -> Int {
        let start = lines.offset(of: SourceLocation(line: location.line, column: 1))
        let end = min(bytes.count, start + location.column - 1)
        guard lines.location(of: start).line == location.line, start <= end else { return location.column }
        return String(decoding: bytes[start..<end], as: UTF8.self).utf16.count + 1
    }
}
