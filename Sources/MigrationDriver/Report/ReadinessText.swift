import Foundation
import MigrationKit

/// The readiness report as plain text for a terminal: the legacy patterns per transform in
/// one table, then why sites stay (the top reasons per transform, with an example place and
/// the option or edit that helps), then the changes to check by hand and the classes holding
/// back the most view-side sites.
public enum ReadinessText {
    public static func render(_ report: ReadinessReport, top: Int) -> String {
        var out = ReadinessWording.headline(report) + "\n" + ReadinessWording.assumptions(report) + "\n"
        if let projects = ReadinessWording.projects(report, bullet: "  ") { out += projects + "\n" }
        out += "\n"
        out += patternTable(report)
        out += reasonSection("Why sites stay (warnings by reason; one warning may give several)",
                             report.transforms.map { ($0.id, $0.refusals, $0.refusalReasons) }, top: top)
        out += reasonSection("Migrated, but check by hand", report.transforms.map { ($0.id, $0.cautions, $0.cautionReasons) }, top: top)
        if !report.heldBack.isEmpty {
            out += "\nClasses holding back the most view-side sites (migrating one frees them all):\n"
            let width = report.heldBack.prefix(top).map { String($0.sites).count }.max() ?? 1
            for held in report.heldBack.prefix(top) {
                out += "  \(String(held.sites).leftPadded(to: width, with: " "))  \(held.name)\(held.name == held.place ? "" : " (\(held.place))"): \(held.reasons.joined(separator: "; "))\n"
            }
        }
        if !report.failures.isEmpty {
            out += "\nFiles that could not be processed (their patterns count as staying):\n"
            for failure in report.failures.prefix(top) { out += "  \(failure.path): \(failure.message)\n" }
            if report.failures.count > top { out += "  … and \(report.failures.count - top) more\n" }
        }
        return out
    }

    private static func patternTable(_ report: ReadinessReport) -> String {
        let rows = report.transforms.flatMap { transform in transform.patterns.map { (transform, $0) } }
        let width = max(30, (rows.map { $0.1.pattern.count + 2 } + report.transforms.map { $0.id.count }).max() ?? 0)
        var out = "legacy pattern".rightPadded(to: width) + "  found  migrate   stay\n"
        for transform in report.transforms {
            var heading = transform.id
            if let notRun = transform.notRun { heading += " (not run: \(notRun))" }
            if let heldBack = transform.heldBackByTargets { heading += " (held back \(heldBack))" }
            out += heading + "\n"
            for pattern in transform.patterns {
                out += ("  " + pattern.pattern).rightPadded(to: width) + "  " + String(pattern.found).leftPadded(to: 5, with: " ") + "  "
                    + String(pattern.migrate).leftPadded(to: 7, with: " ") + "  " + String(pattern.stay).leftPadded(to: 5, with: " ") + "\n"
            }
            if transform.migratingWithBridge > 0 {
                let count = transform.migratingWithBridge
                out += "  (\(plural(count, "migrated class", "migrated classes")) \(count == 1 ? "keeps" : "keep") used $property publishers with a bridge)\n"
            }
            if let quiet = transform.quietStays { out += "  (\(quiet))\n" }
        }
        return out
    }

    private static func reasonSection(_ title: String, _ groups: [(id: String, warnings: Int, reasons: [ReadinessReport.ReasonCount])],
                                      top: Int) -> String {
        let shown = groups.filter { !$0.reasons.isEmpty }
        guard !shown.isEmpty else { return "" }
        return "\n\(title):\n" + shown.map { "\($0.id): \(plural($0.warnings, "warning"))\n" + reasonLines($0.reasons, top: top) }.joined()
    }

    private static func reasonLines(_ reasons: [ReadinessReport.ReasonCount], top: Int) -> String {
        let shown = reasons.prefix(top)
        let width = shown.map { String($0.count).count }.max() ?? 1
        var out = ""
        for reason in shown {
            out += "  \(String(reason.count).leftPadded(to: width, with: " "))  \(reason.label)"
            if let hint = reason.hint { out += " (\(hint))" }
            out += "\n  \(String(repeating: " ", count: width))    e.g. \(reason.example)\n"
            if let options = reason.options {
                out += "  \(String(repeating: " ", count: width))    suggested: \(ReadinessWording.options(options, top: top))\n"
            }
        }
        if reasons.count > top {
            let rest = reasons.dropFirst(top)
            out += "  … \(plural(rest.count, "more reason")) (\(rest.reduce(0) { $0 + $1.count }) mentions); --top N shows more, --format json all\n"
        }
        return out
    }
}

/// Sentences the text and Markdown forms share.
enum ReadinessWording {
    /// `Readiness of App: 22 files scanned, 14 would change, 0 could not be processed (0.21 s)`
    static func headline(_ report: ReadinessReport) -> String {
        "Readiness of \(report.paths.joined(separator: ", ")): \(plural(report.files.scanned, "file")) scanned, "
            + "\(report.files.wouldChange) would change, \(report.files.failed) could not be processed"
            + String(format: " (%.2f s)", report.elapsedSeconds)
    }

    /// `--assume-observable Store, --assume-observable Proxy (and 3 more)`
    static func options(_ options: [String], top: Int) -> String {
        options.prefix(top).joined(separator: ", ") + (options.count > top ? " (and \(options.count - top) more)" : "")
    }

    /// `Deployment targets: iOS 16 (App.xcodeproj, target Legacy) holds back ... in 12 of 40 files;
    /// platforms iphone, ipad (inferred from ...)`
    static func assumptions(_ report: ReadinessReport) -> String {
        "Deployment targets: \(report.deploymentSummary); platforms \(report.platforms.joined(separator: ", ")) (\(report.platformsSource))"
    }

    /// `Projects decided apart, each as if run alone:` and one line per project; nil when the
    /// files all belong together. `bullet` starts each line.
    static func projects(_ report: ReadinessReport, bullet: String) -> String? {
        guard !report.projects.isEmpty else { return nil }
        return "Projects decided apart, each as if run alone:\n" + report.projects.map { bullet + $0 }.joined(separator: "\n")
    }
}
