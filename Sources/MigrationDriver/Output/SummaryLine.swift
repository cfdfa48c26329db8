import Foundation
import MigrationKit

/// The one line that ends a text-format run:
///
/// `swiftui-migrate: 22 files scanned: 14 changed, 8 unchanged, 0 failed; diagnostics:
/// observable-object 3, sheet-item 1; deployment targets: iOS 17, macOS 14 (assumed: ...);
/// platforms: iphone (assumed: ...); 0.21 s`
///
/// Runs that write nothing say "would change". The deployment targets that hold transforms
/// back (or, when none does, where the targets came from) and platforms that were assumed
/// rather than given are said here, once. The line stays under `longest` characters: while it
/// is longer, the longest part that can be said in fewer words is (a repository of many
/// targets and transforms); the detail is in `report` and JSON.
public enum SummaryLine {
    /// The longest the line may be while a part can still be said in fewer words.
    static let longest = 200

    public static func text(_ summary: RunSummary, writes: Bool) -> String {
        // Each part in its forms, the fullest first.
        var parts: [[String]] = []
        parts.append(["\(plural(summary.scanned, "file")) scanned: \(summary.changed) \(writes ? "changed" : "would change"), "
            + "\(summary.unchanged) unchanged, \(summary.failed) failed"])
        let byTransform = summary.diagnosticsByTransform
            .filter { !$0.key.isEmpty }
            .map { (id: $0.key, count: $0.value.values.reduce(0, +)) }
            .sorted { $0.id < $1.id }
        if !byTransform.isEmpty {
            let warnings = summary.diagnosticsByTransform.filter { !$0.key.isEmpty }.values.reduce(0) { $0 + ($1[.warning] ?? 0) }
            let total = byTransform.reduce(0) { $0 + $1.count }
            parts.append(["diagnostics: " + byTransform.map { "\($0.id) \($0.count)" }.joined(separator: ", "),
                          "\(plural(total, "diagnostic")) (\(plural(warnings, "warning")))", plural(total, "diagnostic")])
        }
        let deployment = summary.deployment
        if deployment.origin != .given || deployment.holdsBackAnything {
            var forms = ["deployment targets: " + deployment.sentence, "deployment targets: " + deployment.shortSentence + " (see report)"]
            if let heldBack = deployment.heldBackFiles {
                forms += ["\(heldBack) held back by deployment targets (see report)", "\(heldBack) held back (see report)"]
            }
            parts.append(forms)
        }
        if summary.platformsOrigin != .given && !summary.platforms.isEmpty {
            let platforms = summary.platforms.map(\.rawValue).joined(separator: ",")
            parts.append(["platforms: \(platforms) (\(summary.platformsSource); set --platforms to change)",
                          "platforms: \(platforms) (\(summary.platformsOrigin.key); set --platforms to change)",
                          "platforms: \(platforms) (\(summary.platformsOrigin.key))"])
        }
        parts.append([String(format: "%.2f s", summary.timings.total)])

        var chosen = [Int](repeating: 0, count: parts.count)
        func line() -> String { "\(ToolInfo.name): " + zip(parts, chosen).map { $0[$1] }.joined(separator: "; ") }
        while line().count > longest {
            let shorter = parts.indices.filter { chosen[$0] + 1 < parts[$0].count }
            guard let k = shorter.max(by: { parts[$0][chosen[$0]].count < parts[$1][chosen[$1]].count }) else { break }
            chosen[k] += 1
        }
        return line()
    }
}
