/// Files of a run that it cannot change: not UTF-8 text, unreadable, read-only, or in a folder
/// that takes no new file (the last two only when the run writes, or shows what writing would
/// do). They are still part of the project: whole-project decisions keep what such a file
/// declares or uses as it is, and a file whose text could not be read at all may use anything.
public struct UnchangeableFiles: Sendable, Equatable {
    /// Why a file cannot be changed.
    public enum Reason: Sendable, Equatable {
        /// Readable, but binary, UTF-16/32 or invalid UTF-8: indexed as it is, never rewritten.
        case notUTF8Text
        /// Its text could not be read (permission, a path too long): what it uses is unknown.
        case unread
        /// It has no write permission for the user running the tool.
        case readOnly
        /// Its folder does not let the user create the file that would replace it.
        case folderNotWritable
        /// Its migration failed in an earlier round of the run (its error says why).
        case notMigrated

        /// What is wrong with the file, after its path: `is read-only`.
        public var phrase: String {
            switch self {
            case .notUTF8Text: return "is not UTF-8 text"
            case .unread: return "could not be read"
            case .readOnly: return "is read-only"
            case .folderNotWritable: return "is in a folder this user cannot write in"
            case .notMigrated: return "could not be migrated (see its error)"
            }
        }
    }

    /// By the path the pipeline gives each file.
    public private(set) var reasons: [String: Reason] = [:]
    /// The first file (in path order) whose text could not be read, if any.
    public private(set) var firstUnread: String? = nil

    public init() {}

    public var isEmpty: Bool { reasons.isEmpty }

    /// Records that `path` cannot be changed, for `reason`.
    public mutating func add(_ path: String, _ reason: Reason) {
        reasons[path] = reason
        if reason == .unread, firstUnread.map({ path < $0 }) ?? true { firstUnread = path }
    }

    /// Adds every file of `other`.
    public mutating func merge(_ other: UnchangeableFiles) {
        for (path, reason) in other.reasons { add(path, reason) }
    }

    /// Why code cannot be written into `path`, or be made to depend on it, in a few words:
    /// `App/Old.swift is read-only`; for every path, `App/Secret.swift could not be read` when a
    /// file of the project could not be read (it may use anything). Nil when nothing stops it.
    public func refusal(forFile path: String) -> String? {
        if let reason = reasons[path] { return "\(path) \(reason.phrase), so it cannot be migrated" }
        if let unread = firstUnread { return "\(unread) could not be read, and may use it" }
        return nil
    }
}
