/// Summaries of the whole project gathered in phase 1. It keeps summaries, never trees, so
/// its size grows with declarations, not with source text.
///
/// The core part, `types`, is built by the pipeline for every transform. Each transform keeps
/// what else it needs in a facet of its own type (`index[MyFacet.self]`), so transforms do not
/// share mutable state and per-file indexes merge without knowing each other.
public struct ProjectIndex {
    /// Every type declaration and extension in the project.
    public var types = TypeIndex()
    private var facets: [ObjectIdentifier: AnyFacet] = [:]

    public init() {}

    /// The facet of type `F` (an empty one if none was stored).
    public subscript<F: IndexFacet>(facet: F.Type) -> F {
        get { facets[ObjectIdentifier(F.self)]?.value as? F ?? F() }
        set { facets[ObjectIdentifier(F.self)] = AnyFacet(newValue) }
    }

    /// Adds everything `other` holds.
    public mutating func merge(_ other: ProjectIndex) {
        types.merge(other.types)
        for (key, facet) in other.facets {
            if let mine = facets[key] { facets[key] = mine.merged(with: facet) } else { facets[key] = facet }
        }
    }
}

/// A transform's own part of the project index.
public protocol IndexFacet {
    init()
    /// Adds what `other` (collected from other files) holds.
    mutating func merge(_ other: Self)
}

private struct AnyFacet {
    let value: Any
    let merge: (Any, Any) -> AnyFacet

    init<F: IndexFacet>(_ facet: F) {
        value = facet
        merge = { a, b in
            var merged = a as! F
            merged.merge(b as! F)
            return AnyFacet(merged)
        }
    }

    func merged(with other: AnyFacet) -> AnyFacet { merge(value, other.value) }
}
