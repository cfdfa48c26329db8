import Foundation
import MigrationKit
import SwiftCST

/// Runs snapshot cases through the pipeline and compares (or, recording, rewrites) the
/// expected files. Checks per case: byte-exact outputs, exact diagnostics, idempotence (a
/// second run on the outputs changes nothing) and lossless re-parsing of every output.
struct SnapshotRunner {
    let registry: [any Transform.Type]
    /// `SNAPSHOT_RECORD=1`: write the expected files from what the pipeline produces.
    var record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"

    struct Result {
        var failures: [String] = []
        var inputs: [(name: String, contents: [UInt8])] = []
        var outputs: [(name: String, contents: [UInt8])] = []
    }

    func run(_ snapshot: SnapshotCase) -> Result {
        var result = Result()
        let options: MigrationOptions
        do {
            options = try snapshot.options()
        } catch {
            result.failures.append("bad directive: \(error)")
            return result
        }
        let inputs = snapshot.inputs.map { (name: $0.name, url: $0.url, bytes: (try? Data(contentsOf: $0.url)).map { [UInt8]($0) } ?? []) }
        result.inputs = inputs.map { ($0.name, $0.bytes) }
        let pipeline = Pipeline(registry: registry, options: options)
        let outcomes = pipeline.migrate(inputs.map { SourceFile(path: $0.name, bytes: $0.bytes) })
        result.outputs = outcomes.map { ($0.path, $0.output) }

        // Outputs.
        for (input, outcome) in zip(inputs, outcomes) {
            let expectedURL = SnapshotCase.outputURL(for: input.url)
            if record {
                if outcome.output == input.bytes {
                    try? FileManager.default.removeItem(at: expectedURL)
                } else {
                    try? Data(outcome.output).write(to: expectedURL)
                }
                continue
            }
            let expected = (try? Data(contentsOf: expectedURL)).map { [UInt8]($0) } ?? input.bytes
            if outcome.output != expected {
                result.failures.append("\(input.name): output differs from \(expectedURL.lastPathComponent)\n" + firstDifference(expected: expected, actual: outcome.output))
            }
        }

        // Diagnostics: data (a reason the transform declares), one short complete line each (`MessageShape`), and the text.
        for diagnostic in outcomes.flatMap(\.diagnostics) {
            guard let id = diagnostic.transformID, let reason = diagnostic.reason else { continue }
            if registry.first(where: { $0.id == id })?.declaredReasons.contains(where: { $0.key == reason }) != true {
                result.failures.append("\(diagnostic.formatted): \(id) does not declare the reason \(reason)")
            }
            for text in [diagnostic.message] + diagnostic.notes.map(\.message) {
                for problem in MessageShape.problems(text) { result.failures.append("\(diagnostic.formatted): not one short complete line (\(problem)): \(text)") }
            }
        }
        let diagnostics = outcomes.flatMap(\.diagnostics).flatMap(\.lines)
        let actualDiagnostics = diagnostics.isEmpty ? "" : diagnostics.joined(separator: "\n") + "\n"
        if record {
            if actualDiagnostics.isEmpty {
                try? FileManager.default.removeItem(at: snapshot.diagnosticsURL)
            } else {
                try? actualDiagnostics.write(to: snapshot.diagnosticsURL, atomically: true, encoding: .utf8)
            }
        } else {
            let expectedDiagnostics = (try? String(contentsOf: snapshot.diagnosticsURL, encoding: .utf8)) ?? ""
            if actualDiagnostics != expectedDiagnostics {
                result.failures.append("diagnostics differ from \(snapshot.diagnosticsURL.lastPathComponent)\n" + firstDifference(expected: Array(expectedDiagnostics.utf8), actual: Array(actualDiagnostics.utf8)))
            }
        }

        // Idempotence: the pipeline on its own output changes nothing.
        let second = Pipeline(registry: registry, options: options).migrate(outcomes.map { SourceFile(path: $0.path, bytes: $0.output) })
        for outcome in second where outcome.changed {
            result.failures.append("\(outcome.path): not idempotent, a second run changes it\n" + firstDifference(expected: outcome.original, actual: outcome.output))
        }

        // Lossless re-parse of every output.
        for outcome in outcomes where SyntaxTree(bytes: outcome.output).printed() != outcome.output {
            result.failures.append("\(outcome.path): output does not round-trip through SwiftCST")
        }
        return result
    }

    /// The first differing line with two lines of context on each side.
    func firstDifference(expected: [UInt8], actual: [UInt8]) -> String {
        let expectedLines = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let actualLines = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
        let range = max(0, index - 2)..<(index + 3)
        func excerpt(_ lines: [String]) -> String {
            range.filter { $0 < lines.count }.map { "    \($0 + 1)| \(lines[$0].debugDescription.dropFirst().dropLast())" }.joined(separator: "\n")
        }
        return "  expected (line \(index + 1)):\n\(excerpt(expectedLines))\n  actual:\n\(excerpt(actualLines))"
    }
}
