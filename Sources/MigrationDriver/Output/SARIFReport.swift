import Foundation
import MigrationKit
import SwiftCST

/// The `--format sarif` document: SARIF 2.1.0 for code-scanning UIs. One rule per declared
/// reason, id `transform-id/reason-key` (the `language/query` form code scanning lists), with the
/// reason's label, help and option; `file-error` for files the tool could not process. One result per diagnostic, its
/// notes as `relatedLocations`, paths relative to `%SRCROOT%` (the display base) and columns in
/// UTF-16 code units (byte columns for a note in a file
/// without diagnostics of its own or not read yet).
public struct SARIFReport {
    /// The rule id of the tool's own errors (unreadable file, output that does not parse, ...).
    public static let fileErrorRule = "file-error"

    private var results: [[String: Any]] = []
    private let rules: [[String: Any]]
    private let base: String
    /// The files with diagnostics so far, to count a note's column in UTF-16 code units.
    private var texts: [String: (bytes: [UInt8], lines: LineTable)] = [:]

    /// A report for the transforms of `registry`, with paths relative to the directory `base`.
    public init(registry: [any Transform.Type], base: String) {
        var rules: [[String: Any]] = registry.flatMap { transform in
            transform.declaredReasons.map { SARIFReport.rule(for: $0, of: transform) }
        }
        rules.append(["id": SARIFReport.fileErrorRule, "name": SARIFReport.fileErrorRule,
                      "shortDescription": ["text": "A file swiftui-migrate could not read, migrate or write; it was left unchanged"]])
        self.rules = rules
        self.base = base
    }

    /// The rule id of a diagnostic: its transform's reason, or `file-error` for the tool's own
    /// (the transform's id for a diagnostic made without a reason, which the pipeline never makes).
    public static func ruleID(_ diagnostic: Diagnostic) -> String {
        guard let transform = diagnostic.transformID else { return fileErrorRule }
        guard let reason = diagnostic.reason else { return transform }
        return "\(transform)/\(reason)"
    }

    private static func rule(for reason: DiagnosticReason, of transform: any Transform.Type) -> [String: Any] {
        var help = reason.help
        if let option = reason.option { help += " Option: \(option)." }
        return ["id": "\(transform.id)/\(reason.key)", "name": reason.key.rawValue,
                "shortDescription": ["text": reason.label],
                "fullDescription": ["text": "\(transform.id) (\(transform.summary)): \(reason.label) (\(reason.kind.rawValue))"],
                "help": ["text": help],
                "defaultConfiguration": ["level": reason.severity.rawValue],
                "properties": ["tags": [transform.id, reason.kind.rawValue], "minimumOS": transform.availability.description]]
    }

    /// Records the diagnostics of one file.
    public mutating func add(_ result: FileResult) {
        guard !result.diagnostics.isEmpty else { return }
        texts[result.path] = (result.original, LineTable(result.original))
        for diagnostic in result.diagnostics {
            var entry: [String: Any] = [
                "ruleId": SARIFReport.ruleID(diagnostic),
                "level": diagnostic.severity.rawValue,
                "message": ["text": diagnostic.message],
                "locations": [["physicalLocation": physicalLocation(diagnostic.path, diagnostic.location)]],
            ]
            if !diagnostic.notes.isEmpty {
                entry["relatedLocations"] = diagnostic.notes.enumerated().map { number, note in
                    ["id": number + 1, "message": ["text": note.message],
                     "physicalLocation": physicalLocation(note.path, note.location)] as [String: Any]
                }
            }
            results.append(entry)
        }
    }

    private func physicalLocation(_ path: String, _ location: SourceLocation) -> [String: Any] {
        let column = texts[path].map { utf16Column(location, in: $0.bytes, lines: $0.lines) } ?? location.column
        return ["artifactLocation": ["uri": uriPath(path), "uriBaseId": "%SRCROOT%"],
                "region": ["startLine": location.line, "startColumn": column]]
    }

    /// The document, ending in a newline; `succeeded` is false when a file failed.
    public func encoded(succeeded: Bool) -> Data {
        let run: [String: Any] = [
            "tool": ["driver": ["name": ToolInfo.name, "version": ToolInfo.version, "rules": rules]],
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
