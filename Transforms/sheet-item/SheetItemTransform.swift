import MigrationKit
import SwiftCST

/// `sheet-item`: `sheet(isPresented:)` (also `fullScreenCover` and `popover`) becomes
/// `sheet(item:)` where an optional selection drives the sheet, so the selection is the single
/// source of truth and the content no longer unwraps a value that may be stale or nil.
public struct SheetItemTransform: Transform {
    public static let id = "sheet-item"
    public static let summary = "sheet(isPresented:) becomes sheet(item:) where a selection drives the sheet"
    public static let documentation = [
        """
        sheet(isPresented:) becomes sheet(item:) where a selection drives the sheet (also
        fullScreenCover and popover).

        The classic pattern sets a Bool and an optional selection together, and the sheet's
        content unwraps the selection. The two can disagree: the content may read a stale or nil
        selection (a crash with `!`, an empty sheet with `if let`). sheet(item:) makes the
        selection the single source of truth.
        """,
        examples.text,
        """
        The content may unwrap with `x!`, `if let x`, `if let s = x` or `guard let`, directly or
        in a view method or computed property it calls (which then takes the value as a
        parameter: `func detail(_ item: Item) -> some View`). The closure parameter takes the
        name the content unwraps to (`{ s in` for `if let s = x`), else the property's. The
        `if let` body moves out one indentation level. `isShowing = true` lines are deleted (with
        a comment on the same line), `isShowing = false` becomes `selected = nil` (`self.` where
        the new parameter hides the property), and the flag's declaration goes with its `///`
        documentation. `.sheet(isPresented: Binding(get: { x != nil }, set: { if !$0 { x = nil } }))`
        (also `.init(get:set:)`, or a view method that only returns such a binding) becomes
        `.sheet(item: $x)`; a comment inside it moves to the end of the `{ x in` line.

        Converted only when all of these hold, within one view: its struct and the extensions of
        it in the same file (a non-private flag, selection or helper is left alone when another
        file names it as a memberwise-initializer label of the view or inside an extension of it):
        - the flag is a `@State` Bool starting false, the selection a `@State` optional starting
          nil, neither with observers;
        - every `flag = true` sits in the same block as a non-nil assignment of the selection,
          with no `await` between them; the flag is never toggled, read, passed as a Binding, or
          used by another presentation;
        - the selection is set only together with `flag = true`, cleared only with
          `flag = false` or in `onDismiss`, never read outside the content (sheet(item:) sets it
          to nil on dismissal), never passed as a Binding, never changed by the sheet itself,
          and `onDismiss` does not read it;
        - the content depends on that one optional and reads it only by unwrapping it;
        - the selection's type is Identifiable in the project (directly, through an extension, a
          superclass or a refining protocol) or named with `--assume-identifiable T`. No
          conformance is ever added.

        Otherwise the modifier is left alone with a warning that names each blocking use. A
        sheet whose content does not depend on an optional selection is left alone silently:
        isPresented: is the right API there.

        Not detected: a block that sets the selection and the flag again while the sheet is
        already up (from a timer, a notification, or a popover's still-visible presenter) swaps
        the sheet (sheet(item:) presents anew for a new identity) where it used to update it in
        place; a value that is nil at run time without looking optional (`selected = item` where
        `item` is an optional) now keeps the sheet closed where it used to crash (`!`) or show
        empty (`if let`). Values that look optional (`nil`, `x?.y`, `try?`, `as?`, `.first`,
        `.last`, `.randomElement()`, `.min()`, `.max()`) are refused. Left alone with a warning:
        `withAnimation { flag = true }` (the flag and the selection are then in different
        blocks), and a flag shared by modifiers in the branches of an `#if`.
        """,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                struct ShelfView: View {
                    let book: Book
                    @State private var isShowingDetail = false
                    @State private var selectedBook: Book?

                    var body: some View {
                        Button("Open") {
                            selectedBook = book
                            isShowingDetail = true
                        }
                        .sheet(isPresented: $isShowingDetail, onDismiss: save) {
                            BookDetailView(book: selectedBook!)
                        }
                    }

                    func save() {}
                }

                """,
            after: """
                import SwiftUI

                struct ShelfView: View {
                    let book: Book
                    @State private var selectedBook: Book?

                    var body: some View {
                        Button("Open") {
                            selectedBook = book
                        }
                        .sheet(item: $selectedBook, onDismiss: save) { selectedBook in
                            BookDetailView(book: selectedBook)
                        }
                    }

                    func save() {}
                }

                """,
            context: """
                import SwiftUI

                struct Book: Identifiable {
                    let id: Int
                }

                struct BookDetailView: View {
                    let book: Book
                    var body: some View { EmptyView() }
                }

                """),
    ]
    public static let group: TransformGroup? = .presentation
    public static let availability = Availability(iOS: OSVersion(14), macOS: OSVersion(11), tvOS: OSVersion(14), watchOS: OSVersion(7))

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        index[ViewMemberUses.self].merge(ViewMemberUses(file))
    }

    /// Every presentation it converts or reports takes an `isPresented:` argument.
    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["isPresented"])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        let modifiers = PresentationModifier.all(in: file.tree)
        guard !modifiers.isEmpty else { return TransformResult() }
        let names = FileNames(file.tree)
        var result = TransformResult()
        var refusals: [(anchor: Int, refusal: Refusal)] = []
        // Modifiers of one view share its scope: built once per innermost type declaration.
        var scopes: [Node: ViewScope?] = [:]
        var accepted = AcceptedRanges()
        let declarations = TypeDeclarations(file.tree)
        for modifier in modifiers where !context.isSuppressed(at: modifier.anchor) {
            guard let owner = modifier.call.node.ancestor(.typeDecl) else { continue }
            if scopes[owner] == nil { scopes.updateValue(ViewScope(declaredBy: owner, in: declarations), forKey: owner) }
            guard let scope = scopes[owner] ?? nil else { continue }
            switch SheetConversion(modifier: modifier, scope: scope, names: names, context: context).decide() {
            case .leave:
                continue
            case .convert(let edits):
                // A conversion touching bytes another one already edits waits for the next pass.
                if !edits.contains(where: { accepted.touches($0.range) }) {
                    result.edits += edits
                    for edit in edits { accepted.insert(edit.range) }
                }
            case .refuse(let headline, let blockers):
                refusals.append((modifier.anchor, Blocker.refusal(headline, blockers)))
            }
        }
        // Warnings come from the pass that changes nothing, so their text is computed once, on
        // the settled file.
        if result.edits.isEmpty {
            for (anchor, refusal) in refusals { result.raise(refusal, at: anchor) }
        }
        return result
    }
}

/// The ranges of the conversions accepted so far in one pass, sorted. They never overlap (each
/// conversion's edits are merged apart, and one touching an accepted range is not accepted), so
/// their ends are sorted too, and a new range is compared with its neighbours only.
private struct AcceptedRanges {
    private var ranges: [Range<Int>] = []

    /// True when an edit of `range` would be `.sameStart` or closer to an accepted one
    /// (`TextEdit.contact`): it overlaps one, or one of them inserts at the other's start.
    func touches(_ range: Range<Int>) -> Bool {
        var position = firstIndex { $0.upperBound >= range.lowerBound }
        while position < ranges.count, ranges[position].lowerBound <= range.upperBound {
            if TextEdit.contact(ranges[position], range) >= .sameStart { return true }
            position += 1
        }
        return false
    }

    /// Adds `range` in its place (in source order, that is at the end).
    mutating func insert(_ range: Range<Int>) {
        if let last = ranges.last, last.lowerBound > range.lowerBound {
            ranges.insert(range, at: firstIndex { $0.lowerBound > range.lowerBound })
        } else {
            ranges.append(range)
        }
    }

    /// The first position whose range satisfies `isAtOrPast` (false for those before it, true from there on).
    private func firstIndex(where isAtOrPast: (Range<Int>) -> Bool) -> Int {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrPast(ranges[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
