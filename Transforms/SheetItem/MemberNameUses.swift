import MigrationKit
import SwiftCST

/// The names each file uses as members (`x.name`), argument labels (`name:`) or anywhere in
/// an extension body: the ways another file can reach a non-private property or method of a
/// view. Kept per name for at most two files, enough to tell whether a file other than the
/// view's own uses it.
struct MemberNameUses: IndexFacet {
    /// A place in a file, for messages.
    struct Place: Equatable {
        let path: String
        let location: SourceLocation
        var description: String { "\(path):\(location.line):\(location.column)" }
    }

    private(set) var places: [String: [Place]] = [:]

    init() {}

    /// Records the uses in one file.
    init(_ file: SourceFile) {
        let tree = file.tree
        for node in tree.nodes.indices.map({ tree.node(Int32($0)) }) {
            switch node.kind {
            case .memberSuffix, .argument:
                if let key = node.keyToken, tree.tokens[key].kind == .identifier || tree.tokens[key].kind == .dollarIdentifier {
                    record(tree.text(key), at: Int(tree.tokens[key].start), in: file)
                }
            case .typeDecl where TypeDeclSyntax(node)?.isExtension == true:
                for token in node.child(.memberBlock)?.tokenRange ?? 0..<0 where tree.tokens[token].kind == .identifier || tree.tokens[token].kind == .dollarIdentifier {
                    record(tree.text(token), at: Int(tree.tokens[token].start), in: file)
                }
            default:
                continue
            }
        }
    }

    private mutating func record(_ name: String, at offset: Int, in file: SourceFile) {
        add(Place(path: file.path, location: file.tree.location(of: offset)), for: name)
    }

    /// Keeps, per name, the first place in each of the two files with the smallest paths, so
    /// the result does not depend on the order files were collected in.
    private mutating func add(_ place: Place, for name: String) {
        var list = places[name, default: []]
        if let index = list.firstIndex(where: { $0.path == place.path }) {
            if place.location < list[index].location { list[index] = place }
        } else {
            list.append(place)
            list.sort { $0.path < $1.path }
            if list.count > 2 { list.removeLast() }
        }
        places[name] = list
    }

    mutating func merge(_ other: MemberNameUses) {
        for (name, theirs) in other.places {
            for place in theirs { add(place, for: name) }
        }
    }

    /// A place outside `path` where `name` (or `$name`, `_name`) is used, if any.
    func use(of name: String, outside path: String) -> Place? {
        for spelling in [name, "$" + name, "_" + name] {
            if let place = places[spelling]?.first(where: { $0.path != path }) { return place }
        }
        return nil
    }
}
