import Foundation
import MigrationKit

/// One thing the run looks at: a Swift file to read, or a path given on the command line that
/// cannot be looked at (missing, unlistable), with the reason.
public struct DiscoveredInput: Equatable, Sendable {
    /// The path to open: a root as given, or a root joined with the path below it.
    public let path: String
    public let problem: FileProblem?
}

/// Finds the `.swift` files under the paths given on the command line.
///
/// - A file named explicitly is always taken, whatever its name or the exclusions.
/// - A directory is listed by `git ls-files` when it lies in a git work tree (so files
///   `.gitignore` ignores are skipped), by a directory walk otherwise (or when git lists no
///   Swift file there); `ExcludeRules` then leaves out build folders and `--exclude` patterns.
/// - A symlink below a root is followed only when its target lies inside one of the roots;
///   every file is taken once, however many paths lead to it.
/// - A `.swift` entry that is not a regular file (a named pipe, a socket, a device) is listed
///   like a file, so that reading it (which refuses it without opening it for a read that
///   could wait for ever) reports it.
/// - Files come root by root, each root's files sorted by path, so runs are reproducible.
public struct FileDiscovery {
    public let rules: ExcludeRules
    /// Whether to ask git which files are ignored.
    public let usesGit: Bool

    public init(rules: ExcludeRules = ExcludeRules(), usesGit: Bool = true) {
        self.rules = rules
        self.usesGit = usesGit
    }

    public func discover(_ roots: [String]) -> [DiscoveredInput] {
        let rootDirectories = roots.filter(DirectoryListing.isDirectory).map(AtomicWriter.resolvedPath)
        var seen = Set<String>()
        var canonical = CanonicalPathCache()
        var inputs: [DiscoveredInput] = []
        for root in roots {
            var info = stat()
            guard stat(root, &info) == 0 else {
                inputs.append(DiscoveredInput(path: root, problem: SourceReader.systemFailure("cannot read")))
                continue
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                if seen.insert(AtomicWriter.resolvedPath(root)).inserted { inputs.append(DiscoveredInput(path: root, problem: nil)) }
                continue
            }
            let listing = swiftFiles(in: root, roots: rootDirectories)
            for problem in listing.problems { inputs.append(problem) }
            for file in listing.files.sorted(by: { $0.relative.precedesByBytes($1.relative) }) {
                let path = join(root, file.relative)
                if seen.insert(canonical.of(path, isLink: file.isLink)).inserted { inputs.append(DiscoveredInput(path: path, problem: nil)) }
            }
        }
        return inputs
    }

    /// The Swift files below `root` (relative paths, and whether each is a symlink), and the
    /// subfolders that could not be listed.
    private func swiftFiles(in root: String, roots: [String]) -> (files: [ListedFile], problems: [DiscoveredInput]) {
        if usesGit, let listed = gitListing(root), !listed.isEmpty {
            let files = listed.filter { relative, isLink in
                let path = join(root, relative)
                return !rules.excludes(relative: relative, joined: path) && (!isLink || linkLeadsInside(path, roots: roots))
            }
            return (files.map { ListedFile(relative: $0.key, isLink: $0.value) }, [])
        }
        var walker = DirectoryWalk(root: root, rules: rules, roots: roots)
        walker.walk(relative: "")
        return (walker.files, walker.problems)
    }

    /// Swift files git tracks or would track (untracked, not ignored) below `root`, each with
    /// whether it is a symlink; nil outside a work tree.
    private func gitListing(_ root: String) -> [String: Bool]? {
        guard let git = Subprocess.findOnPath("git"),
              let output = Subprocess.run(git, ["-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.swift"]),
              output.exitedNormally, output.status == 0 else { return nil }
        var files: [String: Bool] = [:]
        for entry in output.standardOutput.split(separator: 0) {
            let relative = String(decoding: entry, as: UTF8.self)
            var info = stat()
            // Tracked files deleted from the work tree are still listed.
            guard lstat(join(root, relative), &info) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            if type != S_IFDIR { files[relative] = type == S_IFLNK }
        }
        return files
    }

}

/// A recursive walk of one root that does not follow symlinks out of the roots and never
/// enters a directory twice.
struct DirectoryWalk {
    let root: String
    let rules: ExcludeRules
    let roots: [String]
    var files: [ListedFile] = []
    var problems: [DiscoveredInput] = []
    private var visited = Set<String>()

    init(root: String, rules: ExcludeRules, roots: [String]) {
        self.root = root
        self.rules = rules
        self.roots = roots
    }

    mutating func walk(relative: String) {
        let directory = join(root, relative)
        guard visited.insert(AtomicWriter.resolvedPath(directory)).inserted else { return }
        guard let entries = DirectoryListing.entries(of: directory) else {
            problems.append(DiscoveredInput(path: directory, problem: SourceReader.systemFailure("cannot list the directory")))
            return
        }
        // Sorted, so that of two paths to one folder the same one wins on every machine.
        for entry in entries {
            let childRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
            let child = join(root, childRelative)
            // Named pipes, sockets and devices count as files: reading refuses them, naming them.
            var isDirectory = entry.kind == .directory
            if entry.kind == .symlink {
                var info = stat()
                guard linkLeadsInside(child, roots: roots), stat(child, &info) == 0 else { continue }
                isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
            }
            let isFile = !isDirectory
            if isDirectory {
                if !rules.excludes(relative: childRelative, joined: child, isDirectory: true) { walk(relative: childRelative) }
            } else if isFile && entry.name.hasSuffix(".swift") && !rules.excludes(relative: childRelative, joined: child) {
                files.append(ListedFile(relative: childRelative, isLink: entry.kind == .symlink))
            }
        }
    }
}

/// A Swift file found below a root.
struct ListedFile {
    let relative: String
    /// True when the file itself is a symlink (its folders may be too, whatever this says).
    let isLink: Bool
}

/// Canonical paths of many files, resolving each folder's symlinks once instead of once per
/// file: a file that is not a symlink is its folder's canonical path plus its name.
struct CanonicalPathCache {
    private var folders: [String: String] = [:]

    mutating func of(_ path: String, isLink: Bool) -> String {
        guard !isLink, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return AtomicWriter.resolvedPath(path) }
        let folder = slash == path.utf8.startIndex ? "/" : String(path[..<slash])
        let resolved: String
        if let known = folders[folder] {
            resolved = known
        } else {
            resolved = AtomicWriter.resolvedPath(folder)
            folders[folder] = resolved
        }
        return (resolved == "/" ? "" : resolved) + path[slash...]
    }
}

/// True when the symlink at `path` leads inside one of the roots.
func linkLeadsInside(_ path: String, roots: [String]) -> Bool {
    let target = AtomicWriter.resolvedPath(path)
    return roots.contains { CanonicalPath.isInside(target, $0) }
}

func join(_ root: String, _ relative: String) -> String {
    if relative.isEmpty { return root }
    if root == "." { return relative }
    return root.hasSuffix("/") ? root + relative : root + "/" + relative
}
