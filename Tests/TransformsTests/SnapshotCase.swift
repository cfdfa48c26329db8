import Foundation
import MigrationDriver
import MigrationKit
import TestSupport

/// One snapshot case: `<case>.input.swift` (or a folder `<case>/` of `*.input.swift` files for
/// multi-file cases), the expected `*.output.swift` beside each input (missing means "must stay
/// unchanged"), and the expected `<case>.diagnostics` (missing means "none").
///
/// The first line of the (first) input may carry a directive comment:
/// `// snapshot: [isolated] [fragment] [options...]` where `isolated` runs only the transform
/// the folder is named after, `fragment` marks code that is only parsed, not type-checked,
/// and options are the command line's transform options (`--platforms ipad`, `--min-ios 16`).
///
/// A folder case holding a project file (a `Package.swift`, an `App.xcodeproj/project.pbxproj`,
/// an XcodeGen `project.yml`) is a small project: its platforms (unless an option gives them)
/// and its files' deployment targets are read from it, as a run of the tool on the folder reads them.
struct SnapshotCase {
    let transformID: String
    let name: String
    /// The inputs, by file name relative to the case (`plain.input.swift`, `Views/A.input.swift`).
    let inputs: [(name: String, url: URL)]
    let diagnosticsURL: URL
    let isolated: Bool
    let isFragment: Bool
    let arguments: [String]
    /// The case's folder, when it holds a project file.
    let projectFolder: URL?

    var displayName: String { "\(transformID)/\(name)" }

    static let directivePrefix = "// snapshot:"

    /// Every case under `root`, grouped by transform folder, sorted.
    static func all(in root: URL) -> [SnapshotCase] {
        let fileManager = FileManager.default
        guard let folders = try? fileManager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil) else { return [] }
        var cases: [SnapshotCase] = []
        for folder in folders.sorted(by: { $0.path < $1.path }) where isDirectory(folder) {
            let entries = (try? fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for entry in entries.sorted(by: { $0.path < $1.path }) {
                let id = folder.lastPathComponent
                if isDirectory(entry) {
                    let inputs = inputFiles(in: entry).map { (String($0.path.dropFirst(entry.path.count + 1)), $0) }
                    guard !inputs.isEmpty else { continue }
                    cases.append(SnapshotCase(id, name: entry.lastPathComponent, inputs: inputs,
                                              diagnostics: folder.appendingPathComponent(entry.lastPathComponent + ".diagnostics"),
                                              projectFolder: holdsProjectFile(entry) ? entry : nil))
                } else if entry.lastPathComponent.hasSuffix(".input.swift") {
                    let name = String(entry.lastPathComponent.dropLast(".input.swift".count))
                    cases.append(SnapshotCase(id, name: name, inputs: [(entry.lastPathComponent, entry)],
                                              diagnostics: folder.appendingPathComponent(name + ".diagnostics")))
                }
            }
        }
        return cases
    }

    private init(_ id: String, name: String, inputs: [(String, URL)], diagnostics: URL, projectFolder: URL? = nil) {
        transformID = id
        self.projectFolder = projectFolder
        self.name = name
        self.inputs = inputs
        diagnosticsURL = diagnostics
        let firstLine = (try? String(contentsOf: inputs[0].1, encoding: .utf8))?.split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline).first.map(String.init) ?? ""
        var words: [String] = []
        if firstLine.hasPrefix(SnapshotCase.directivePrefix) {
            words = firstLine.dropFirst(SnapshotCase.directivePrefix.count)
                .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
        }
        isolated = words.contains("isolated")
        isFragment = words.contains("fragment")
        arguments = words.filter { $0 != "isolated" && $0 != "fragment" }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func holdsProjectFile(_ folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0 == "project.yml" }
    }

    private static func inputFiles(in folder: URL) -> [URL] {
        SourceFolders.files(under: folder).filter { $0.lastPathComponent.hasSuffix(".input.swift") }
    }

    /// `X.input.swift` -> `X.output.swift`
    static func outputURL(for input: URL) -> URL {
        input.deletingLastPathComponent().appendingPathComponent(String(input.lastPathComponent.dropLast(".input.swift".count)) + ".output.swift")
    }

    /// The options this case runs with.
    func options() throws -> MigrationOptions {
        var options = MigrationOptions()
        let rest = try options.parse(arguments)
        guard rest.isEmpty else { throw OptionError("unknown snapshot directive words: \(rest.joined(separator: " "))") }
        if isolated { options.only = [transformID] }
        if let folder = projectFolder {
            let settings = ProjectSettings.read(near: [folder.path], display: PathDisplay(base: folder.path))
            if options.platforms == nil { (options.platforms, options.platformsOrigin) = (settings.platforms, settings.platformsOrigin) }
            let overrides = options.deploymentTargets.overrides
            let files = inputs.map { (CanonicalPath.of($0.url.path), $0.name) }
            options.deploymentTargets = settings.targets.attribute(files)
            options.deploymentTargets.overrides = overrides
            options.projectOnlyFiles = settings.grouping.projectOnlyFiles(files, targets: settings.targets)
        }
        return options
    }
}
