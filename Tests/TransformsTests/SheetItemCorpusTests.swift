import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import SwiftCST
import TestSupport
@testable import Transforms
import XCTest

/// A measurement, not a check: runs `sheet-item` alone over the projects named in
/// `SHEET_ITEM_CORPUS` (colon-separated folders) and prints, per project, how many
/// `isPresented:` sheets, covers and popovers it converted, left silently, and refused (by
/// reason), and whether every changed file still parses (`swiftc -frontend -parse`).
/// `SHEET_ITEM_SHOW=1` also prints every diff and warning; `SHEET_ITEM_OPTIONS` adds command-line
/// options (`--assume-identifiable URL`). Skipped when `SHEET_ITEM_CORPUS` is unset.
final class SheetItemCorpusTests: XCTestCase {
    func testMeasureCorpus() throws {
        guard let folders = SourceFolders.fromEnvironment("SHEET_ITEM_CORPUS") else {
            throw XCTSkip("set SHEET_ITEM_CORPUS to measure sheet-item on real projects")
        }
        let show = ProcessInfo.processInfo.environment["SHEET_ITEM_SHOW"] == "1"
        for folder in folders {
            let report = try measure(folder, show: show)
            print(report)
        }
    }

    private func measure(_ folder: URL, show: Bool) throws -> String {
        let files = try SourceFolders.sources(under: folder).map { SourceFile(path: $0.name, bytes: $0.bytes) }
        var options = MigrationOptions()
        let extra = ProcessInfo.processInfo.environment["SHEET_ITEM_OPTIONS"]?.split(separator: " ").map(String.init) ?? []
        XCTAssertEqual(try options.parse(extra), [])
        options.only = [SheetItemTransform.id]
        let start = Date()
        let pipeline = Pipeline(registry: [SheetItemTransform.self], options: options)
        let index = pipeline.buildIndex(files)
        let outcomes = files.map { pipeline.migrate($0, index: index) }
        let seconds = Date().timeIntervalSince(start)
        let silent = silentReasons(files, index: index, options: options)

        var total = 0, converted = 0, refused = 0
        var reasons: [String: Int] = [:]
        var changed: [(path: String, bytes: [UInt8])] = []
        for outcome in outcomes {
            let before = PresentationModifier.all(in: SyntaxTree(bytes: outcome.original)).count
            let after = PresentationModifier.all(in: SyntaxTree(bytes: outcome.output)).count
            total += before
            converted += before - after
            for diagnostic in outcome.diagnostics where diagnostic.transformID == SheetItemTransform.id {
                refused += 1
                for reason in Self.reasons(of: diagnostic.message) { reasons[reason, default: 0] += 1 }
                if show { print(diagnostic.formatted) }
            }
            if let failure = outcome.failure { print("FAILURE \(outcome.path): \(failure)") }
            if outcome.changed {
                changed.append((outcome.path, outcome.output))
                if show { print(UnifiedDiff.make(path: outcome.path, old: outcome.original, new: outcome.output), terminator: "") }
            }
        }
        let parse = try parseCheck(changed)
        var lines = ["== \(folder.lastPathComponent): \(files.count) files in \(String(format: "%.1f", seconds)) s",
                     "   isPresented: sheets/covers/popovers \(total), converted \(converted), refused \(refused), left silently \(total - converted - refused)",
                     "   left silently: \(silent.noSelection) whose content depends on no optional @State, \(silent.noView) outside a struct view, \(silent.suppressed) suppressed",
                     "   changed files \(changed.count), parse failures \(parse)"]
        for (reason, count) in reasons.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            lines.append("   \(count) × \(reason)")
        }
        return lines.joined(separator: "\n")
    }

    /// Why the modifiers left without a warning were left: counted from the transform's own decisions.
    private func silentReasons(_ files: [SourceFile], index: ProjectIndex, options: MigrationOptions) -> (noSelection: Int, noView: Int, suppressed: Int) {
        var counts = (noSelection: 0, noView: 0, suppressed: 0)
        for file in files {
            let context = TransformContext(index: index, options: options, file: file, transformID: SheetItemTransform.id)
            let names = FileNames(file.tree)
            let declarations = TypeDeclarations(file.tree)
            for modifier in PresentationModifier.all(in: file.tree) {
                if context.isSuppressed(at: modifier.anchor) { counts.suppressed += 1; continue }
                guard let scope = ViewScope(containing: modifier.call.node, in: declarations) else { counts.noView += 1; continue }
                if case .leave = SheetConversion(modifier: modifier, scope: scope, names: names, context: context).decide() {
                    counts.noSelection += 1
                }
            }
        }
        return counts
    }

    /// The reasons of a warning with names and positions blanked: "`x` is also read at L:C".
    static func reasons(of message: String) -> [String] {
        guard let colon = message.firstRange(of: "): ") else { return [message] }
        return message[colon.upperBound...].split(separator: "; ").map { reason in
            var text = String(reason)
            text = text.replacing(#/`[^`]*`/#, with: "`_`")
            text = text.replacing(#/\d+:\d+(, \d+:\d+)*/#, with: "L:C")
            text = text.replacing(#/\S+\.swift:L:C/#, with: "FILE:L:C")
            return text
        }
    }

    /// Number of changed files that `swiftc -frontend -parse` rejects.
    private func parseCheck(_ files: [(path: String, bytes: [UInt8])]) throws -> Int {
        guard let swiftc = Toolchain.swiftc, !files.isEmpty else { return 0 }
        let errors = try CompilerParseCheck(swiftc: swiftc.path).firstErrors(files.map(\.bytes))
        for (file, error) in zip(files, errors) {
            if let error { print("does not parse after sheet-item: \(file.path): \(error)") }
        }
        return errors.filter { $0 != nil }.count
    }
}
