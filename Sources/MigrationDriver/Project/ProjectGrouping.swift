import Foundation
import MigrationKit

/// The independent projects among a run's files, so that a folder holding several apps is
/// decided as each app alone: `ProjectRunner` indexes and migrates each group apart, and type
/// names resolve within it.
///
/// A file belongs to the project (an Xcode project or a package) whose targets build it, as
/// the deployment targets attribute it (`ProjectTargets`), else to the nearest project whose
/// folder holds it. Projects join into one group when one's folder holds the other's (a
/// package inside an app's folder, an Xcode project next to a manifest) or when one depends on
/// the other as a local package (`.package(path:)`, an Xcode project's local package
/// reference). Files no project holds form a group of their own.
public struct ProjectGrouping {
    let files: [ProjectFile]

    /// No project file was found.
    public static let none = ProjectGrouping(files: [])

    /// Files that belong together.
    public struct Group {
        /// How summaries name it: its project files (`AppA/AppA.xcodeproj, AppA/Kit/Package.swift`),
        /// or `files outside any project`.
        public var name: String
        /// Positions of its files in the list grouped, in order.
        public var members: [Int]
        /// The canonical paths of its project files; empty for files outside any project.
        var projects: Set<String>
    }

    /// How summaries name the group of files no project holds.
    static let outsideAnyProject = "files outside any project"

    /// The groups of `files` (canonical paths), in the order of their first files; one group when
    /// all belong together.
    func groups(of files: [String], targets: ProjectTargets) -> [Group] {
        var components = Components(count: self.files.count)
        let position = Dictionary(self.files.enumerated().map { ($1.path, $0) }) { first, _ in first }
        for (i, outer) in self.files.enumerated() {
            for (j, other) in self.files.enumerated() where i != j {
                if CanonicalPath.isInside(other.folder, outer.folder) || outer.localPackages.contains(other.folder) { components.join(i, j) }
            }
        }
        // Each file's project: one whose targets build it (joining them all), else the nearest.
        let owners = files.map { file -> Int? in
            let building = targets.projects(building: file).compactMap { position[$0] }
            for owner in building.dropFirst() { components.join(building[0], owner) }
            return building.first ?? nearestProject(holding: file)
        }
        var groups: [Group] = []
        var groupOfRoot: [Int: Int] = [:]   // -1: outside any project
        for (member, owner) in owners.enumerated() {
            let root = owner.map { components.root($0) } ?? -1
            if let group = groupOfRoot[root] {
                groups[group].members.append(member)
                continue
            }
            groupOfRoot[root] = groups.count
            let projects = root < 0 ? [] : self.files.indices.filter { components.root($0) == root }
            groups.append(Group(name: projects.isEmpty ? Self.outsideAnyProject : projects.map { self.files[$0].name }.joined(separator: ", "),
                                members: [member], projects: Set(projects.map { self.files[$0].path })))
        }
        return groups
    }

    /// The position of the project with the deepest folder holding `file`.
    private func nearestProject(holding file: String) -> Int? {
        files.indices.filter { CanonicalPath.isInside(file, files[$0].folder) }.max { files[$0].folder.utf8.count < files[$1].folder.utf8.count }
    }

    /// The project files of `group` that name its platforms: those no other project of the
    /// group holds in its folder, as a run over the group's folder alone would read them.
    func platformFiles(of group: Group) -> [ProjectFile] {
        let own = files.filter { group.projects.contains($0.path) }
        return own.filter { file in !own.contains { $0.folder != file.folder && CanonicalPath.isInside(file.folder, $0.folder) } }
            .filter(\.saysAnything)
    }

    /// The deployment targets the project files of `group` declare.
    func targets(of group: Group) -> ProjectTargets {
        ProjectTargets(files.filter { group.projects.contains($0.path) })
    }
}

/// Disjoint sets of positions (union–find).
private struct Components {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func root(_ i: Int) -> Int {
        var i = i
        while parent[i] != i {
            parent[i] = parent[parent[i]]
            i = parent[i]
        }
        return i
    }

    mutating func join(_ a: Int, _ b: Int) {
        let (ra, rb) = (root(a), root(b))
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }
}
