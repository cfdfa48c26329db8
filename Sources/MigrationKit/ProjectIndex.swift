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
            if facets[key] != nil { facets[key]!.merge(facet) } else { facets[key] = facet }
        }
    }
}

/// A transform's own part of the project index.
public protocol IndexFacet {
    init()
    /// Adds what `other` (collected from other files) holds.
    mutating func merge(_ other: Self)
}

/// A facet of any type. Its value lives in a box that is copied only when another index
/// shares it (copy on write), so that merging thousands of per-file indexes into one costs
/// what they hold, not a copy of everything merged so far for each of them.
private struct AnyFacet {
    private var storage: FacetStorage

    init<F: IndexFacet>(_ facet: F) { storage = FacetBox(facet) }

    var value: Any { storage.value }

    mutating func merge(_ other: AnyFacet) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.absorb(other.storage)
    }
}

/// The type-erased face of `FacetBox` (a class, so that its uniqueness can be checked).
private class FacetStorage {
    var value: Any { preconditionFailure("FacetBox overrides this") }
    func copy() -> FacetStorage { preconditionFailure("FacetBox overrides this") }
    func absorb(_ other: FacetStorage) { preconditionFailure("FacetBox overrides this") }
}

private final class FacetBox<F: IndexFacet>: FacetStorage {
    var facet: F

    init(_ facet: F) { self.facet = facet }

    override var value: Any { facet }
    override func copy() -> FacetStorage { FacetBox(facet) }
    override func absorb(_ other: FacetStorage) { facet.merge((other as! FacetBox<F>).facet) }
}
