import MigrationKit

/// The targets that the project files near a run's paths declare deployment targets for, and
/// the files each builds: read once per run (`ProjectSettings`), then used to attribute the
/// run's files (`attribute`).
public struct ProjectTargets: Sendable {
    let declared: [DeclaredTarget]
    /// The project files that declare them (`App.xcodeproj`, `Kit/Package.swift`).
    let evidence: [String]

    init(_ files: [ProjectFile]) {
        declared = files.flatMap(\.targets)
        evidence = files.filter { !$0.targets.isEmpty }.map(\.name)
    }

    /// No project file declares a target.
    public static let none = ProjectTargets([])

    public var isEmpty: Bool { declared.isEmpty }

    /// Each file's target, for files given by canonical path and the path the pipeline names
    /// them by. A file is built by the targets that list it and by those of the deepest folder
    /// holding it (a synchronized folder, a package's target or the package itself); by several,
    /// the lowest of them; by none, no declared target claims it (`DeploymentTargets` then gives
    /// it the lowest of all).
    public func attribute(_ files: [(canonical: String, name: String)]) -> DeploymentTargets {
        var targets = declared.map(\.target)
        var combined: [[Int]: Int] = [:]
        var positions: [String: Int] = [:]
        for file in files {
            let members = self.members(of: file.canonical)
            guard let first = members.first else { continue }
            if members.count == 1 {
                positions[file.name] = first
                continue
            }
            if combined[members] == nil {
                combined[members] = targets.count
                targets.append(.lowest(of: members.map { declared[$0].target }))
            }
            positions[file.name] = combined[members]
        }
        return DeploymentTargets(declared: targets, files: positions, evidence: evidence)
    }

    /// The project files (`ProjectFile.path`) whose targets build `path` (canonical), in order.
    func projects(building path: String) -> [String] {
        var projects: [String] = []
        for position in members(of: path) where !projects.contains(declared[position].project) { projects.append(declared[position].project) }
        return projects
    }

    /// The targets that build `path` (canonical), in order.
    func targets(building path: String) -> [DeclaredTarget] {
        members(of: path).map { declared[$0] }
    }

    /// The positions in `declared` of the targets that build `path`, in order.
    private func members(of path: String) -> [Int] {
        var listing: [Int] = []
        var deepest = 0
        var inDeepest: [Int] = []
        for (position, target) in declared.enumerated() {
            if target.files.contains(path) { listing.append(position) }
            guard let depth = target.folderDepth(of: path), depth >= deepest else { continue }
            if depth > deepest { inDeepest = [] }
            deepest = depth
            inDeepest.append(position)
        }
        return Array(Set(listing + inDeepest)).sorted()
    }
}
