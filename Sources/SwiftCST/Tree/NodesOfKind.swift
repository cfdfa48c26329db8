/// The nodes of one kind in a tree, in source order: a view of the tree's index by kind that
/// makes each `Node` when it is read, so that walking them allocates nothing. Indexed from 0,
/// like an array.
public struct NodesOfKind: RandomAccessCollection {
    public let tree: SyntaxTree
    @usableFromInline let indexes: ArraySlice<Int32>

    init(tree: SyntaxTree, indexes: ArraySlice<Int32>) {
        self.tree = tree
        self.indexes = indexes
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { indexes.count }
    @inlinable public subscript(position: Int) -> Node {
        Node(tree: tree, index: indexes[indexes.startIndex + position])
    }
}
