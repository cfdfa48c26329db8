/// Summaries of the whole project gathered in phase 1. It keeps summaries, never trees, so
/// its size grows with declarations, not with source text.
///
/// The core part, `types`, is built by the pipeline for every transform. Each transform keeps
/// what else it needs in a facet of its own type (`index[MyFacet.self]`), so transforms do not
/// share mutable state and per-file indexes merge without knowing each other.
public struct ProjectIndex {
    /// Every type declaration and extension in the project.
    public var types = TypeIndex()
    /// Which collector triggers the whole project mentions, for a per-file index of phase 1
    /// (set by `Pipeline.collect`; not merged).
    public var mentions = ProjectMentions.unscanned
    private var facets: [ObjectIdentifier: FacetBox] = [:]

    public init() {}

    /// The facet of type `F` (an empty one if none was stored).
    public subscript<F: IndexFacet>(facet: F.Type) -> F {
        get {
            guard let box = facets[ObjectIdentifier(F.self)] else { return F() }
            // The key is `F`'s own: the box holds an `F` (no dynamic cast needed).
            return unsafeDowncast(box, to: TypedFacetBox<F>.self).value
        }
        set { facets[ObjectIdentifier(F.self)] = TypedFacetBox(newValue) }
        // In place: `index[F.self].list.append(x)` changes the stored facet, not a copy of it
        // (a copy would copy each collection it changes, and the set-back would box it anew).
        _modify {
            let key = ObjectIdentifier(F.self)
            var box = facets.removeValue(forKey: key).map { unsafeDowncast($0, to: TypedFacetBox<F>.self) } ?? TypedFacetBox(F())
            // Boxes are shared between copies of an index: change one only while it is this index's alone.
            if !isKnownUniquelyReferenced(&box) { box = TypedFacetBox(box.value) }
            defer { facets[key] = box }
            yield &box.value
        }
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
            // Boxes are shared between copies of an index: change one only while it is this
            // index's alone (taken out of the dictionary, so the dictionary holds no reference).
            if !isKnownUniquelyReferenced(&mine) { mine = mine.copy() }
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

/// A facet of any type, boxed; a `TypedFacetBox<F>` for the facet type `F` of its key.
private class FacetBox {
    /// A box of its own with the same facet.
    func copy() -> FacetBox { fatalError("FacetBox is abstract; the index stores TypedFacetBox only") }
    /// Merges `other`'s facet (of the same type) into this box's.
    func absorb(_ other: FacetBox) { fatalError("FacetBox is abstract; the index stores TypedFacetBox only") }
}

private final class TypedFacetBox<F: IndexFacet>: FacetBox {
    var value: F

    init(_ value: F) { self.value = value }

    override func copy() -> FacetBox { TypedFacetBox(value) }

    override func absorb(_ other: FacetBox) { value.merge(unsafeDowncast(other, to: TypedFacetBox<F>.self).value) }
}
