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
/// is longer, a part is said in fewer words, the platforms first, then the diagnostics, then
/// the deployment targets (a repository of many targets and transforms); the detail is in
/// `report` and JSON.
public enum SummaryLine {
    /// The longest the line may be while a part can still be said in fewer words.
    static let longest = 200

    /// One part of the line in its forms, the fullest first.
    private struct Part {
        var forms: [String]
        /// Parts are shortened lowest first.
        var shortenedFirst: Int
        var chosen = 0

        init(_ forms: [String], shortenedFirst: Int = Int.max) {
            self.forms = forms
            self.shortenedFirst = shortenedFirst
        }

        var text: String { forms[chosen] }
        var canShorten: Bool { chosen + 1 < forms.count }
    }

    public static func text(_ summary: RunSummary, writes: Bool) -> String {
        var parts: [Part] = []
        parts.append(Part(["\(plural(summary.scanned, "file")) scanned: \(summary.changed) \(writes ? "changed" : "would change"), "
            + "\(summary.unchanged) unchanged, \(summary.failed) failed"]))
        let byTransform = summary.diagnosticsByTransform
            .filter { !$0.key.isEmpty }
            .map { (id: $0.key, counts: $0.value) }
            .sorted { $0.id < $1.id }
        if !byTransform.isEmpty {
            let total = byTransform.reduce(0) { $0 + $1.counts.values.reduce(0, +) }
            let warnings = byTransform.reduce(0) { $0 + ($1.counts[.warning] ?? 0) }
            parts.append(Part(["diagnostics: " + byTransform.map { "\($0.id) \($0.counts.values.reduce(0, +))" }.joined(separator: ", "),
                               "\(plural(total, "diagnostic")) (\(plural(warnings, "warning")))", plural(total, "diagnostic")],
                              shortenedFirst: 2))
        }
        let deployment = summary.deployment
        if deployment.origin != .given || deployment.holdsBackAnything {
            parts.append(Part(([deployment.sentence] + deployment.shorterSentences).map { "deployment targets: " + $0 }, shortenedFirst: 3))
        }
        if summary.platformsOrigin != .given && !summary.platforms.isEmpty {
            let platforms = summary.platforms.map(\.rawValue).joined(separator: ",")
            parts.append(Part(["platforms: \(platforms) (\(summary.platformsSource); set --platforms to change)",
                               "platforms: \(platforms) (\(summary.platformsOrigin.key); set --platforms to change)",
                               "platforms: \(platforms) (\(summary.platformsOrigin.key))"], shortenedFirst: 1))
        }
        parts.append(Part([String(format: "%.2f s", summary.timings.total)]))

        func line() -> String { "\(ToolInfo.name): " + parts.map(\.text).joined(separator: "; ") }
        while line().count > longest,
              let k = parts.indices.filter({ parts[$0].canShorten }).min(by: { parts[$0].shortenedFirst < parts[$1].shortenedFirst }) {
            parts[k].chosen += 1
        }
        return line()
    }
}
