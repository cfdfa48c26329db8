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

    /// Adds everything `other` holds. Merging many per-file indexes into one costs time in
    /// proportion to what they hold: facets are merged in place, not copied.
    public mutating func merge(_ other: ProjectIndex) {
        types.merge(other.types)
        for (key, facet) in other.facets {
            guard var mine = facets.removeValue(forKey: key) else {
                facets[key] = facet
                continue
            }
            mine.absorb(facet)
            facets[key] = mine
        }
    }
}

/// A transform's own part of the project index.
public protocol IndexFacet {
    init()
    /// Adds what `other` (collected from other files) holds.
    mutating func merge(_ other: Self)
}

/// A facet of any type, with the merge of its type.
private struct AnyFacet {
    private(set) var value: Any
    private let mergeInPlace: (inout Any, Any) -> Void

    init<F: IndexFacet>(_ facet: F) {
        value = facet
        mergeInPlace = { stored, other in
            var merged = stored as! F
            // Drop the boxed copy first, so `merged` holds the only reference to its storage
            // and merges in place instead of copying everything gathered so far.
            stored = ()
            merged.merge(other as! F)
            stored = merged
        }
    }

    mutating func absorb(_ other: AnyFacet) { mergeInPlace(&value, other.value) }
}
