import Foundation
import MigrationKit

/// A project file found near a run's paths, read: an Xcode project, a package manifest or an
/// XcodeGen spec, with what it says of the platforms and of its targets' deployment targets.
struct ProjectFile {
    /// The `.xcodeproj` folder, the `Package.swift` or the `project.yml` file, canonical.
    let path: String
    /// How messages show it: `App.xcodeproj`, `Kit/Package.swift`.
    let name: String
    /// What it names as platforms, if anything.
    let platforms: PlatformInference.Finding?
    /// Its targets that declare a minimum OS version, with the files they build.
    let targets: [DeclaredTarget]
    /// The folders (canonical) of the local packages it depends on.
    let localPackages: [String]
    /// True for an Xcode project or spec with an app, extension or tool target, or a package
    /// with an executable target.
    var buildsApp = false
    /// True for a package manifest that declares a library product (other packages may import it).
    var vendsLibrary = false
    /// True for an Xcode project none of whose targets another project can import
    /// (`DeclaredTarget.isProjectOnly`), whether they declare a deployment target or not.
    var isProjectOnly = false

    /// True for a `Package.swift`.
    var isPackage: Bool { path.hasSuffix("/Package.swift") }

    /// The folder that holds it (canonical).
    var folder: String { PathSplit.folder(of: path) }

    /// False for a project file that names no platform and no minimum: the search goes on past it.
    var saysAnything: Bool { platforms != nil || !targets.isEmpty }

    /// Reads the Xcode project or manifest at `url`; `name` is how messages show it.
    static func read(_ url: URL, name: String) -> ProjectFile? {
        let path = CanonicalPath.of(url.path)
        let folder = PathSplit.folder(of: path)
        if XcodeGenSpecReader.fileNames.contains(url.lastPathComponent) {
            guard let text = ProjectFileSearch.read(url), let spec = XcodeGenSpecReader.parse(text, fileName: url.lastPathComponent) else { return nil }
            return ProjectFile(path: path, name: name, platforms: XcodeGenSpecReader.platforms(spec, name: name),
                               targets: XcodeGenSpecReader.targets(spec, name: name, folder: folder).map { $0.declared(by: path) },
                               localPackages: XcodeGenSpecReader.localPackages(spec, folder: folder), buildsApp: XcodeGenSpecReader.buildsApp(spec))
        }
        if url.lastPathComponent == "Package.swift" {
            guard let text = ProjectFileSearch.read(url) else { return nil }
            let products = PackageManifestReader.products(text)
            return ProjectFile(path: path, name: name, platforms: PlatformInference.packageFinding(text, name: name),
                               targets: PackageManifestReader.targets(text, name: name, folder: folder).map { $0.declared(by: path) },
                               localPackages: PackageManifestReader.localPackages(text, folder: folder),
                               buildsApp: products.buildsApp, vendsLibrary: products.vendsLibrary)
        }
        guard let text = ProjectFileSearch.read(url.appendingPathComponent("project.pbxproj")) else { return nil }
        let audience = XcodeProjectReader.audience(text)
        let plist = OpenStepPropertyList.parse(text)  // once, for the targets and the local packages
        return ProjectFile(path: path, name: name, platforms: PlatformInference.xcodeProjectFinding(text, name: name),
                           targets: XcodeProjectReader().targets(text, parsed: plist, name: name, folder: folder).map { $0.declared(by: path) },
                           localPackages: XcodeProjectReader.localPackages(parsed: plist, folder: folder),
                           buildsApp: audience.buildsApp, isProjectOnly: audience.isProjectOnly)
    }
}

/// Finds the project files that say something (`ProjectFile.saysAnything`) for a run's paths,
/// and every project the run's files may belong to.
///
/// A folder path is searched first in itself, then below (a few levels deep: every project
/// found there counts), then upwards; a file path upwards from its folder. Upwards, the nearest
/// folder holding such a project file wins, and the search stops at a repository root (a folder
/// with `.git`). Every path's findings are joined, each project file once. Those are the
/// project files that name the platforms; deployment targets are also read from the projects
/// below a folder that holds one itself (local packages, vendored projects), whose files
/// are built with their own targets.
struct ProjectFileSearch {
    let display: PathDisplay

    /// What the search found.
    struct Found {
        /// The project files the platforms are read from.
        var nearest: [ProjectFile] = []
        /// Those and the project files below them, for the deployment targets.
        var all: [ProjectFile] = []
        /// Every project file in or below a folder path, and the nearest above a path, whether
        /// it says anything or not: the projects the run's files belong to (`ProjectGrouping`).
        var projects: [ProjectFile] = []
    }

    /// `display` names the project files in messages.
    static func files(near paths: [String], display: PathDisplay = PathDisplay()) -> Found {
        var found = Found()
        var seen = Set<String>()
        var seenProjects = Set<String>()
        let search = ProjectFileSearch(display: display)
        for path in paths {
            let (nearest, below, projects) = search.files(for: URL(fileURLWithPath: path).standardizedFileURL)
            for file in nearest where seen.insert(file.path).inserted {
                found.nearest.append(file)
                found.all.append(file)
            }
            for file in below where seen.insert(file.path).inserted { found.all.append(file) }
            for file in projects where seenProjects.insert(file.path).inserted { found.projects.append(file) }
        }
        return found
    }

    /// Folders not searched below a path (besides those whose names start with "."): the ones a
    /// run always skips, and `build`, a usual build output folder.
    private static let skippedFolders = ExcludeRules.skippedFolders.union(["build"])
    private static let downwardDepth = 4

    /// The nearest project files for `path`, and (for a folder holding some) those below it;
    /// and every project file the path's files may belong to.
    private func files(for path: URL) -> (nearest: [ProjectFile], below: [ProjectFile], projects: [ProjectFile]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else { return ([], [], []) }
        var projects: [ProjectFile] = []
        if isDirectory.boolValue {
            let inside = files(inFolder: path)
            let below = files(below: path, depth: ProjectFileSearch.downwardDepth)
            projects = inside + below
            let (sayingInside, sayingBelow) = (inside.filter(\.saysAnything), below.filter(\.saysAnything))
            if !sayingInside.isEmpty { return (sayingInside, sayingBelow, projects) }
            if !sayingBelow.isEmpty || isRepositoryRoot(path) { return (sayingBelow, [], projects) }
        }
        var folder = path.deletingLastPathComponent()
        while true {
            let found = files(inFolder: folder)
            if projects.isEmpty { projects = found }
            let saying = found.filter(\.saysAnything)
            if !saying.isEmpty { return (saying, [], projects) }
            let parent = folder.deletingLastPathComponent()
            if isRepositoryRoot(folder) || parent.path == folder.path { return ([], [], projects) }
            folder = parent
        }
    }

    private func files(below folder: URL, depth: Int) -> [ProjectFile] {
        guard depth > 0 else { return [] }
        var result: [ProjectFile] = []
        for entry in contents(of: folder) where !entry.name.hasPrefix(".") && !ProjectFileSearch.skippedFolders.contains(entry.name)
            && !isXcodeProject(entry.name) && isFolder(entry, in: folder) {
            let child = folder.appendingPathComponent(entry.name)
            result += files(inFolder: child) + files(below: child, depth: depth - 1)
        }
        return result
    }

    /// The Xcode projects, package manifest and XcodeGen spec directly in `folder`; a spec only
    /// when no Xcode project there says anything (one generated from it and committed is what
    /// Xcode builds).
    private func files(inFolder folder: URL) -> [ProjectFile] {
        let entries = contents(of: folder)
        func read(_ names: [String]) -> [ProjectFile] {
            names.compactMap { name in
                let url = folder.appendingPathComponent(name)
                return ProjectFile.read(url, name: display.display(url.path))
            }
        }
        let found = read(entries.map(\.name).filter { isXcodeProject($0) || $0 == "Package.swift" })
        if found.contains(where: { $0.path.hasSuffix(".xcodeproj") && $0.saysAnything }) { return found }
        let spec = XcodeGenSpecReader.fileNames.first { name in entries.contains { $0.name == name && $0.kind != .directory } }
        return found + read(spec.map { [$0] } ?? [])
    }

    /// True for `App.xcodeproj`; not for `.xcodeproj`, whose `URL.pathExtension` is empty (a
    /// hidden name with no extension).
    private func isXcodeProject(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") && name != ".xcodeproj"
    }

    /// The entries of `folder`, sorted by name.
    private func contents(of folder: URL) -> [DirectoryEntry] {
        DirectoryListing.entries(of: folder.path) ?? []
    }

    private func isFolder(_ entry: DirectoryEntry, in folder: URL) -> Bool {
        switch entry.kind {
        case .directory: return true
        case .symlink: return DirectoryListing.isDirectory(folder.path + "/" + entry.name)
        case .file, .other: return false
        }
    }

    private func isRepositoryRoot(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path)
    }

    static func read(_ url: URL) -> String? {
        (try? SourceReader.readBytes(url.path).get()).map { String(decoding: $0, as: UTF8.self) }
    }

}
