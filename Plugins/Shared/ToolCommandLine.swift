import Foundation

/// The `swiftui-migrate` command line for a plugin run: the subcommand, the user's arguments,
/// then the chosen targets' paths. Pure, like `PluginRequest`.
struct ToolCommandLine {
    let arguments: [String]
    /// Where the patch goes, absolute, when the run writes one.
    let patchPath: String?

    /// The command line for `request`, run in `projectDirectory`. `paths` are the chosen
    /// targets' folders or files; `otherTargets` are the rest of the project's, indexed but not
    /// rewritten (`--project`), so that a migration of one target still decides with the whole
    /// project in view. Both are given relative to `projectDirectory` when inside it, as a user
    /// would type them. A relative `--patch` file is put in `workDirectory` (the plugin's own
    /// folder, writable by every run); the preview refuses one elsewhere in the project.
    init(_ request: PluginRequest, access: PackageAccess, paths: [String], otherTargets: [String],
         projectDirectory: String, workDirectory: String) throws {
        let relative = { (path: String) -> String in
            path.hasPrefix(projectDirectory + "/") ? String(path.dropFirst(projectDirectory.count + 1)) : path
        }
        let subcommand = request.subcommand == .migrate || request.subcommand == .help ? [] : [request.subcommand.rawValue]
        let given = request.arguments
        guard request.subcommand.takesPaths else {
            arguments = subcommand + given
            patchPath = nil
            return
        }
        let split = given.firstIndex(of: "--") ?? given.endIndex
        var options = Array(given[..<split])
        let patch = request.patchFile.map { URL(fileURLWithPath: $0.hasPrefix("/") ? $0 : workDirectory + "/" + $0).standardized.path }
        if access == .readOnly, let patch = patch, patch.hasPrefix(projectDirectory + "/"), !patch.hasPrefix(workDirectory + "/") {
            throw PluginFailure("swiftui-migrate-preview writes nothing in the project: give --patch a relative path (it goes to \(workDirectory)) or one outside the project")
        }
        if let patch = patch, let index = options.firstIndex(where: { $0 == "--patch" || $0.hasPrefix("--patch=") }) {
            options.replaceSubrange(index...(options[index] == "--patch" ? index + 1 : index), with: ["--patch", patch])
        }
        if access == .readOnly && options.contains("--in-place") {
            throw PluginFailure("swiftui-migrate-preview writes nothing in the project: use `swift package --allow-writing-to-package-directory swiftui-migrate --in-place …`")
        }
        if access == .readOnly && request.writesSources { options.insert("--dry-run", at: 0) }
        if request.subcommand == .migrate { options += otherTargets.flatMap { ["--project", relative($0)] } }
        let givenPaths = split < given.endIndex ? Array(given[(split + 1)...]) : []
        arguments = subcommand + options + ["--"] + givenPaths + paths.map(relative)
        patchPath = patch
    }
}
