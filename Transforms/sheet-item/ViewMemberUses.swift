import MigrationKit
import SwiftCST

/// The ways other files can reach a view's non-private property or method: as an argument
/// label of a call to the view's initializer (`PlanView(isShowing: true)`, the memberwise
/// initializer) and as a name inside an extension of the view. Recorded per file by type and
/// name; calls through `.init(...)`, whose type is not written, count for every type (`*`).
/// Reading a view's `@State` from outside the view (`view.isShowing`) is not tracked: it
/// sees the initial value, never the live state.
struct ViewMemberUses: IndexFacet {
    /// Type (or `*`) → name → the first place in each of at most two files.
    private(set) var places: [String: [String: [Site]]] = [:]

    init() {}

    /// Records the uses in one file.
    init(_ file: SourceFile) {
        let tree = file.tree
        // Only the earliest use per type and name survives: its offset, made a place at the end.
        var earliest: [String: [String: Int]] = [:]
        func note(_ token: Int, in names: inout [String: Int]) {
            let offset = Int(tree.tokens[token].start)
            let name = tree.text(token)
            if names[name].map({ offset < $0 }) ?? true { names[name] = offset }
        }
        for node in tree.nodes(ofKind: .callSuffix) {
            // The labels first: most calls have none, and need no type name.
            guard let call = CallSyntax(node), case let labels = ViewMemberUses.labelTokens(call), !labels.isEmpty,
                  let type = ViewMemberUses.constructedType(call) else { continue }
            var names = earliest.removeValue(forKey: type) ?? [:]
            for label in labels { note(label, in: &names) }
            earliest[type] = names
        }
        for node in tree.nodes(ofKind: .typeDecl) {
            guard let decl = TypeDeclSyntax(node), decl.isExtension,
                  let type = node.child(.type).flatMap(TypeSyntax.init)?.baseName, let members = decl.memberBlock else { continue }
            var names = earliest.removeValue(forKey: type) ?? [:]
            for token in members.tokenRange where tree.tokens[token].kind == .identifier || tree.tokens[token].kind == .dollarIdentifier {
                note(token, in: &names)
            }
            if !names.isEmpty { earliest[type] = names }
        }
        places = earliest.mapValues { names in names.mapValues { [Site(path: file.path, location: tree.location(of: $0))] } }
    }

    /// The argument labels' tokens, read from the call's raw children (no `Node` per argument).
    private static func labelTokens(_ call: CallSyntax) -> [Int] {
        let nodes = call.node.tree.nodes
        var labels: [Int] = []
        var child = call.node.raw.firstChild
        while child >= 0 {
            let argument = nodes[Int(child)]
            if argument.kind == .argument, argument.keyToken >= 0 { labels.append(Int(argument.keyToken)) }
            child = argument.nextSibling
        }
        return labels
    }

    /// `V` for `V(...)` and `V.init(...)`, `*` for `.init(...)`; nil for other calls.
    private static func constructedType(_ call: CallSyntax) -> String? {
        guard call.hasArgumentClause, let (token, afterPound) = call.calledNameToken, let element = call.calledElement else { return nil }
        // Told from the name's token where it is the whole name (most calls are neither `init`
        // nor named with an uppercase letter, and need no string).
        let tree = call.node.tree
        if call.calledNameIs("init") {
            if element.kind == .implicitMemberExpr { return "*" }
            return element.previousSibling?.identifierName
        }
        guard afterPound ? call.calledName?.firstIsUppercase == true : tree.tokenTextFirstIsUppercase(token) else { return nil }
        return call.calledName
    }

    /// Keeps the earliest place per file, for the first two files by path, so the result does
    /// not depend on the order files were collected in.
    private static func add(_ place: Site, to list: inout [Site]) {
        if let index = list.firstIndex(where: { $0.path == place.path }) {
            if place < list[index] { list[index] = place }
        } else {
            list.append(place)
            list.sort { $0.path < $1.path }
            if list.count > 2 { list.removeLast() }
        }
    }

    mutating func merge(_ other: ViewMemberUses) {
        // Into an empty facet (a file's own index) the other's places are taken whole.
        guard !places.isEmpty else {
            places = other.places
            return
        }
        for (type, names) in other.places {
            // A type no file before used: its lists (each already kept by `add`'s rule) are taken as they are.
            guard places[type] != nil else {
                places[type] = names
                continue
            }
            for (name, theirs) in names {
                ViewMemberUses.merge(theirs, into: &places[type, default: [:]][name, default: []])
            }
        }
    }

    private static func merge(_ places: [Site], into list: inout [Site]) {
        for place in places { add(place, to: &list) }
    }

    /// A place outside `path` that may set or use `view`'s member `name` (or `$name`, `_name`).
    func use(of name: String, in view: String, outside path: String) -> Site? {
        let simpleName = Identifiability.baseName(of: view)
        for type in [simpleName, "*"] {
            guard let names = places[type] else { continue }
            for spelling in [name, "$" + name, "_" + name] {
                if let place = names[spelling]?.first(where: { $0.path != path }) { return place }
            }
        }
        return nil
    }
}
