/// Merging into an empty collection by taking the other one whole: phase 1 merges each file's
/// facets into that file's empty index first, where an element-by-element copy (and, for
/// dictionaries and sets, rehashing into storage grown step by step) would buy nothing.
extension Array {
    /// `append(contentsOf: other)`, sharing `other`'s storage when this array is empty.
    public mutating func appendAll(_ other: Self) {
        if isEmpty { self = other } else { append(contentsOf: other) }
    }
}

extension Dictionary {
    /// `merge(other, uniquingKeysWith: combine)`, taking `other` as it is when this dictionary is empty.
    public mutating func mergeAll(_ other: Self, uniquingKeysWith combine: (Value, Value) -> Value) {
        if isEmpty { self = other } else { merge(other, uniquingKeysWith: combine) }
    }
}

extension Set {
    /// `formUnion(other)`, taking `other` as it is when this set is empty.
    public mutating func formUnionAll(_ other: Self) {
        if isEmpty { self = other } else { formUnion(other) }
    }
}
