import MigrationKit

/// A target a project file declares a deployment target for, and the files it builds: where a
/// run's files are attributed (`ProjectTargets.attribute`).
struct DeclaredTarget {
    /// Its minimums, set by the project file and target (`Bookshelf.xcodeproj, target Bookshelf`).
    var target: DeploymentTarget
    /// Files it builds, by canonical path.
    var files: Set<String> = []
    /// Folders whose files it builds (a synchronized folder, a package target's sources), by
    /// canonical path, but for those in `excluded` (files or folders).
    var folders: [String] = []
    var excluded: [String] = []
    /// The project file that declares it (`ProjectFile.path`).
    var project = ""
    /// True for a target no project outside its own can import (`TargetProduct`): an app,
    /// extension, tool or test target, or a framework or library that one of them depends on.
    var isProjectOnly = false

    /// This target, declared by the project file at `path`.
    func declared(by path: String) -> DeclaredTarget {
        var target = self
        target.project = path
        return target
    }

    /// The length of the deepest of `folders` that holds `path` (not excluded), or nil.
    func folderDepth(of path: String) -> Int? {
        var deepest: Int? = nil
        for folder in folders where CanonicalPath.isInside(path, folder) && folder.utf8.count > (deepest ?? -1) {
            deepest = folder.utf8.count
        }
        guard deepest != nil, !excluded.contains(where: { CanonicalPath.isInside(path, $0) }) else { return nil }
        return deepest
    }
}
