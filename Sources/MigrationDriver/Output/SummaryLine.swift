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
/// is longer, a part is said in fewer words: the platforms' source first, then the diagnostics,
/// the deployment targets, the platforms themselves and the counts (a repository of many
/// targets and transforms); the detail is in `report` and JSON.
public enum SummaryLine {
    /// The longest the line may be while a part can still be said in fewer words.
    static let longest = 200

    /// One part of the line in its forms, the fullest first.
    private struct Part {
        var forms: [String]
        /// Per shorter form (`forms[1...]`): how late to say the part that way; the line takes
        /// the lowest first.
        var lateness: [Int]
        var chosen = 0

        init(_ forms: [String], lateness: [Int] = []) {
            self.forms = forms
            self.lateness = forms.indices.dropFirst().map { lateness.indices.contains($0 - 1) ? lateness[$0 - 1] : lateness.last ?? 0 }
        }

        var text: String { forms[chosen] }
        /// How late the next shorter form comes; nil when there is none.
        var nextLateness: Int? { chosen < lateness.count ? lateness[chosen] : nil }
    }

    public static func text(_ summary: RunSummary, writes: Bool) -> String {
        var parts: [Part] = []
        let scanned = "\(plural(summary.scanned, "file")) scanned: \(summary.changed) \(writes ? "changed" : "would change"), "
        parts.append(Part([scanned + "\(summary.unchanged) unchanged, \(summary.failed) failed", scanned + "\(summary.failed) failed"],
                          lateness: [5]))
        let byTransform = summary.diagnosticsByTransform
            .filter { !$0.key.isEmpty }
            .map { (id: $0.key, counts: $0.value) }
            .sorted { $0.id < $1.id }
        if !byTransform.isEmpty {
            let total = byTransform.reduce(0) { $0 + $1.counts.values.reduce(0, +) }
            let warnings = byTransform.reduce(0) { $0 + ($1.counts[.warning] ?? 0) }
            parts.append(Part(["diagnostics: " + byTransform.map { "\($0.id) \($0.counts.values.reduce(0, +))" }.joined(separator: ", "),
                               "\(plural(total, "diagnostic")) (\(plural(warnings, "warning")))", plural(total, "diagnostic")],
                              lateness: [2]))
        }
        let deployment = summary.deployment
        if deployment.origin != .given || deployment.holdsBackAnything {
            let sentences = [deployment.sentence] + deployment.shorterSentences
            var forms = sentences.map { "deployment targets: " + $0 }
            var lateness = [Int](repeating: 3, count: forms.count - 1)
            // The last resort: `targets tvOS 15, watchOS 8 hold back 7 transforms in 212 of 212 files (see report)`.
            if deployment.holdsBackAnything, let last = sentences.last {
                forms.append("targets " + last)
                lateness.append(6)
            }
            parts.append(Part(forms, lateness: lateness))
        }
        if summary.platformsOrigin != .given && !summary.platforms.isEmpty {
            let platforms = summary.platforms.map(\.rawValue).joined(separator: ",")
            parts.append(Part(["platforms: \(platforms) (\(summary.platformsSource); set --platforms to change)",
                               "platforms: \(platforms) (\(summary.platformsOrigin.key); set --platforms to change)",
                               "platforms: \(platforms) (\(summary.platformsOrigin.key))",
                               "\(plural(summary.platforms.count, "platform")) \(summary.platformsOrigin.key)"], lateness: [1, 1, 4]))
        }
        parts.append(Part([String(format: "%.2f s", summary.timings.total)]))

        func line() -> String { "\(ToolInfo.name): " + parts.map(\.text).joined(separator: "; ") }
        while line().count > longest,
              let k = parts.indices.filter({ parts[$0].nextLateness != nil }).min(by: { parts[$0].nextLateness! < parts[$1].nextLateness! }) {
            parts[k].chosen += 1
        }
        return line()
    }
}
