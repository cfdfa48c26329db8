/// Which type a name means: its qualified name in the project, the names of the types it is
/// nested in and its own joined by periods (`StatusCard.ViewModel`). Decisions about types are
/// keyed by it, so `StatusCard.ViewModel` and `UserCard.ViewModel` are decided apart.
///
/// Declarations with the same qualified name (two top-level `Store`s, in an app target and a
/// widget target, say) share one identity: the tool cannot tell which one a use means, so it
/// decides them together. A type declared outside the project is identified by its simple
/// name, as written.
public struct TypeIdentity: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let qualifiedName: String

    public init(_ qualifiedName: String) { self.qualifiedName = qualifiedName }

    /// The last name component: `ViewModel` for `StatusCard.ViewModel`.
    public var simpleName: Substring { TypePath.lastComponent(qualifiedName) }

    public var description: String { qualifiedName }

    /// By simple name first (the order of names as messages show them), then by qualified name.
    public static func < (a: TypeIdentity, b: TypeIdentity) -> Bool {
        let (first, second) = (a.simpleName, b.simpleName)
        return first != second ? first < second : a.qualifiedName < b.qualifiedName
    }
}

/// Dotted type paths as written (`StatusCard.ViewModel`), read without splitting them.
public enum TypePath {
    /// `ViewModel` for `StatusCard.ViewModel`, the whole path when it has one component.
    public static func lastComponent<S: StringProtocol>(_ path: S) -> S.SubSequence where S.UTF8View: BidirectionalCollection {
        guard let period = lastPeriod(path) else { return path[...] }
        return path[path.utf8.index(after: period)...]
    }

    /// `StatusCard` for `StatusCard.ViewModel`; nil for a path of one component.
    public static func enclosing<S: StringProtocol>(_ path: S) -> S.SubSequence? where S.UTF8View: BidirectionalCollection {
        guard let period = lastPeriod(path) else { return nil }
        return path[..<period]
    }

    /// The index of the last `.` in `path`, found in its bytes (the generic search through
    /// string indexes costs some hundred instructions a byte).
    private static func lastPeriod<S: StringProtocol>(_ path: S) -> S.Index? where S.UTF8View: BidirectionalCollection {
        let utf8 = path.utf8
        let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var i = bytes.count
            while i > 0 {
                i -= 1
                if bytes[i] == UInt8(ascii: ".") { return i }
            }
            return nil
        } ?? utf8.lastIndex(of: UInt8(ascii: ".")).map { utf8.distance(from: utf8.startIndex, to: $0) }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// True when `inner` is `outer` or a path inside it (`A.B.C` is inside `A.B` and `A`), so
    /// that names declared in `outer` are visible in `inner`.
    public static func isWithin<S: StringProtocol, T: StringProtocol>(_ inner: S, _ outer: T) -> Bool {
        guard inner.utf8.starts(with: outer.utf8) else { return false }
        let rest = inner.utf8.dropFirst(outer.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: ".")
    }
}

/// A type name as written at a place of the project, to be looked up once every file is
/// indexed (`TypeIndex.lookUp(_:)`).
public struct TypeReference: Hashable, Sendable {
    /// As written, without generic arguments: `ViewModel`, `StatusCard.ViewModel`.
    public var name: String
    /// The `TypeSummary.qualifiedName` of the declaration it is written in; nil at the top level.
    public var scope: String?

    public init(_ name: String, in scope: String?) {
        self.name = name
        self.scope = scope
    }
}

extension TypeIndex {
    /// What `reference` means where it is written.
    public func lookUp(_ reference: TypeReference) -> TypeLookup { lookUp(reference.name, in: reference.scope) }
}
