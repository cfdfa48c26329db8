/// Growable storage for the lexer's and the parser's output, in memory it manages itself: they append
/// and patch elements millions of times per second, and an array stored in the parser would
/// check on each write that its buffer is not shared. Holds trivial values only (no deinit).
/// The owner calls `release()` once, after taking `elements`. `array(capacity:_:)` builds an
/// array in place instead.
struct ParserStorage<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count: Int
    private var capacity: Int
    /// False while the elements are written into memory lent by `array(capacity:_:)`.
    private var ownsMemory = true

    /// `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        precondition(_isPOD(Element.self), "ParserStorage holds trivial values only")
        capacity = max(count, 16)
        base = .allocate(capacity: capacity)
        base.initialize(repeating: value, count: count)
        self.count = count
    }

    /// Empty, with room for `capacity` elements before it grows.
    init(capacity: Int) {
        precondition(_isPOD(Element.self), "ParserStorage holds trivial values only")
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        count = 0
    }

    /// Empty, writing into `buffer` (uninitialized memory it does not own) until it needs more room.
    private init(writingInto buffer: UnsafeMutableBufferPointer<Element>) {
        precondition(_isPOD(Element.self), "ParserStorage holds trivial values only")
        base = buffer.baseAddress ?? .allocate(capacity: 16)
        capacity = buffer.baseAddress == nil ? 16 : buffer.count
        ownsMemory = buffer.baseAddress == nil
        count = 0
    }

    /// The elements `fill` appends, written straight into the returned array's memory (no copy
    /// at the end) while they fit in `capacity`; copied into an array once when they outgrow it.
    static func array(capacity: Int, _ fill: (inout ParserStorage<Element>) -> Void) -> ContiguousArray<Element> {
        var grown: ContiguousArray<Element>?
        let array = ContiguousArray<Element>(unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var storage = ParserStorage(writingInto: buffer)
            fill(&storage)
            if storage.ownsMemory {
                grown = storage.elements
                storage.release()
                initialized = 0
            } else {
                initialized = storage.count
            }
        }
        return grown ?? array
    }

    /// Checked in debug builds only, like `UnsafeBufferPointer`'s: the parser reads and patches
    /// nodes by the millions, and a release-build check on each access cost ~4% of its time.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count)
            return base[index]
        }
        nonmutating _modify {
            assert(index >= 0 && index < count)
            yield &base[index]
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        if ownsMemory { base.deallocate() }
        base = larger
        capacity *= 2
        ownsMemory = true
    }

    mutating func removeLast() {
        precondition(count > 0)
        count -= 1
    }

    var isEmpty: Bool { count == 0 }
    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// A copy of the elements.
    var elements: ContiguousArray<Element> { ContiguousArray(UnsafeBufferPointer(start: base, count: count)) }

    func release() {
        if ownsMemory { base.deallocate() }
    }
}
