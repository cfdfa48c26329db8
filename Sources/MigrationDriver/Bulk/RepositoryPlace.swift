import MigrationKit

/// Where a repository of a bulk run lies: its folder and the git work tree holding it, looked
/// up once per run (`git rev-parse`).
public struct RepositoryPlace {
    /// The folder the list names, canonical.
    public let folder: String
    /// The git work tree holding `folder`, if any.
    public let git: GitRepository?
    /// The work tree's top folder (canonical), or `folder` outside git: paths are shown from here.
    public let root: String

    public init(_ path: String) {
        folder = CanonicalPath.of(path)
        git = GitRepository(containing: folder)
        root = git.map { CanonicalPath.of($0.root) } ?? folder
    }
}
