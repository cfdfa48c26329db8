import MigrationKit

/// Which of a run's files only the run's own projects can import: where a public class may
/// migrate without `--include-public` (`MigrationOptions.projectOnlyFiles`).
///
/// A file is seen only by the projects of the run when
/// - the Xcode (or XcodeGen) targets that build it are all apps, extensions, tools or test
///   bundles, or frameworks and libraries that such a target of the same project depends on
///   (`DeclaredTarget.isProjectOnly`); or, built by no target that declares a deployment target,
///   its nearest project is an Xcode project none of whose targets another project can import;
/// - or it belongs to a package (the nearest `Package.swift` holding it, when no Xcode target
///   builds it) that vends no library product, or that another project of the run uses as a
///   local package (`.package(path:)`, a local package reference), or whose folder lies inside
///   the folder of a project with an app target (a package vendored in an app's repository).
/// Anything else may be imported by modules the run does not see: a standalone package or
/// framework project (its example apps live inside its folder, not around it), a framework no
/// app of its project depends on, a file outside any project.
extension ProjectGrouping {
    /// The names (as the pipeline gives them) of the files of `files` that only the run's own
    /// projects can import; `targets`: the targets their projects declare.
    public func projectOnlyFiles(_ files: [(canonical: String, name: String)], targets: ProjectTargets) -> Set<String> {
        guard !self.files.isEmpty else { return [] }
        var found = Set<String>()
        var packageVerdicts: [String: Bool] = [:]
        for file in files {
            let building = targets.targets(building: file.canonical).filter { !$0.project.hasSuffix("/Package.swift") }
            if !building.isEmpty {
                if building.allSatisfy(\.isProjectOnly) { found.insert(file.name) }
                continue
            }
            guard let owner = nearest(holding: file.canonical, where: { _ in true }) else { continue }
            let package = owner.isPackage ? owner : nearest(holding: file.canonical, where: \.isPackage)
            if let package = package {
                if packageVerdicts[package.path] == nil { packageVerdicts[package.path] = isProjectOnly(package) }
                if packageVerdicts[package.path]! { found.insert(file.name) }
            } else if owner.isProjectOnly {
                found.insert(file.name)
            }
        }
        return found
    }

    /// True for a package only the run's projects can import (see the type's comment).
    private func isProjectOnly(_ package: ProjectFile) -> Bool {
        guard package.vendsLibrary else { return true }
        return files.contains { other in
            other.path != package.path && (other.localPackages.contains(package.folder)
                || (other.buildsApp && other.folder != package.folder && CanonicalPath.isInside(package.folder, other.folder)))
        }
    }

    /// The project file with the deepest folder holding `path` among those `matching`.
    private func nearest(holding path: String, where matching: (ProjectFile) -> Bool) -> ProjectFile? {
        files.filter { matching($0) && CanonicalPath.isInside(path, $0.folder) }.max { $0.folder.utf8.count < $1.folder.utf8.count }
    }
}
