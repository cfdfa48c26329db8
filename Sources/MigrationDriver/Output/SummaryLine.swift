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
/// rather than given are said here, once; when that takes more than `longestPart` characters
/// (a repository of many targets), in a few words, the detail being in `report` and JSON.
public enum SummaryLine {
    /// The longest the deployment or platforms part may be before it is said in a few words.
    static let longestPart = 200

    public static func text(_ summary: RunSummary, writes: Bool) -> String {
        var parts: [String] = []
        parts.append("\(plural(summary.scanned, "file")) scanned: \(summary.changed) \(writes ? "changed" : "would change"), "
            + "\(summary.unchanged) unchanged, \(summary.failed) failed")
        let byTransform = summary.diagnosticsByTransform
            .filter { !$0.key.isEmpty }
            .map { (id: $0.key, count: $0.value.values.reduce(0, +)) }
            .sorted { $0.id < $1.id }
        if !byTransform.isEmpty {
            parts.append("diagnostics: " + byTransform.map { "\($0.id) \($0.count)" }.joined(separator: ", "))
        }
        if summary.deployment.origin != .given || summary.deployment.holdsBackAnything {
            let sentence = summary.deployment.sentence
            parts.append("deployment targets: " + (sentence.count <= longestPart ? sentence
                : summary.deployment.shortSentence + " (see report)"))
        }
        if summary.platformsOrigin != .given && !summary.platforms.isEmpty {
            let source = summary.platformsSource.count <= longestPart ? summary.platformsSource : summary.platformsOrigin.key
            parts.append("platforms: \(summary.platforms.map(\.rawValue).joined(separator: ",")) (\(source); set --platforms to change)")
        }
        parts.append(String(format: "%.2f s", summary.timings.total))
        return "\(ToolInfo.name): " + parts.joined(separator: "; ")
    }

}
