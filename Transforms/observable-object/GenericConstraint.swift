import MigrationKit
import SwiftCST

/// A generic type's parameter, by the type's path (`TypeIndexer.path(of:)`) and the parameter's name.
struct GenericParameterKey: Hashable, Sendable {
    var typePath: String
    var parameter: String
}

/// A generic parameter constrained to `ObservableObject` that becomes `AnyObject & Observable`
/// (`ObservableObjectDecider+GenericViews`): `ObservableObject` is class-bound, so the class
/// bound stays, and `@Bindable` and `@Environment(M.self)` (which need `AnyObject & Observable`)
/// accept the parameter's values.
struct GenericConstraint: Sendable, Equatable {
    /// Where the `ObservableObject` of the constraint is written; nil for a parameter constrained
    /// to a protocol that refines it (the protocol's declaration changes instead).
    var site: Site?
    /// The classes the project passes for the parameter: the constraint changes only when all
    /// of them are `@Observable` after the run (a view-side refusal may keep one).
    var passedTypes: Set<TypeIdentity>

    static let replacement = "AnyObject & Observable"

    /// The edits for the constraints written in `file` whose classes all end up `@Observable`:
    /// the `ObservableObject` (or `Combine.ObservableObject`) at the recorded site is replaced.
    static func edits(_ constraints: [GenericParameterKey: GenericConstraint], in file: SourceFile, facts: ObservationFacts) -> [TextEdit] {
        let sites = Set(constraints.values.filter { $0.site?.path == file.path && $0.passedTypes.allSatisfy(facts.isObservableAfterRun) }.compactMap(\.site))
        guard !sites.isEmpty else { return [] }
        let tree = file.tree
        var edits: [TextEdit] = []
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier && tree.tokenIs(index, "ObservableObject") {
            guard sites.contains(Site(path: file.path, location: tree.location(of: Int(tree.tokens[index].start)))) else { continue }
            var start = index
            if start >= 2, tree.tokens[start - 1].kind == .period, tree.tokenIs(start - 2, "Combine") { start -= 2 }
            edits.append(TextEdit(range: Int(tree.tokens[start].start)..<Int(tree.tokens[index].end), replacement: replacement))
        }
        return edits
    }
}
