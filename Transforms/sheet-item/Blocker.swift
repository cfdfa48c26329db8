import SwiftCST

/// One reason a conversion cannot happen. `{}` in `text` stands for the position of the
/// matching offset in `places` (written as line:column of the user's file).
struct Blocker: Equatable {
    let text: String
    let places: [Int]

    init(_ text: String, at places: Int...) {
        self.text = text
        self.places = places
    }

    /// `headline: reason; reason` with the places numbered for `TransformResult.warn(at:_:related:)`.
    /// Reasons that differ only by their place are said once, with all the places: `at 3:5, 9:5`.
    static func message(_ headline: String, _ blockers: [Blocker]) -> (text: String, related: [Int]) {
        var groups: [(text: String, places: [[Int]])] = []
        for blocker in blockers {
            if let index = groups.firstIndex(where: { $0.text == blocker.text }) {
                if !groups[index].places.contains(blocker.places) { groups[index].places.append(blocker.places) }
            } else {
                groups.append((blocker.text, [blocker.places]))
            }
        }
        var related: [Int] = []
        let reasons = groups.map { group -> String in
            let holes = group.text.split(separator: "{}", omittingEmptySubsequences: false)
            var text = String(holes[0])
            for (hole, piece) in holes.dropFirst().enumerated() {
                let places = group.places.compactMap { hole < $0.count ? $0[hole] : nil }
                let numbers = (places.count > 1 && holes.count == 2 ? places : Array(places.prefix(1))).map { place -> String in
                    related.append(place)
                    return "{\(related.count - 1)}"
                }
                text += numbers.joined(separator: ", ") + piece
            }
            return text
        }
        return (headline + ": " + reasons.joined(separator: "; "), related)
    }

    /// Another presentation (`.alert`, another `.sheet`) uses the same flag or selection.
    static func shared(_ name: String, with other: CallSyntax, fallback: Int) -> Blocker {
        Blocker("`\(name)` is also used by the `.\(other.calledName ?? "")` at {}: several presentations share it (present them with one `sheet(item:)` over an `Identifiable` enum of destinations)",
                at: other.calledElement?.range.lowerBound ?? fallback)
    }

    /// A use through another presentation, the projected value (`$x`) or the storage (`_x`):
    /// none of which the conversion can follow. Nil for a plain `x` outside other presentations.
    static func indirectUse(of name: String, at reference: PropertyReference, excluding modifier: PresentationModifier) -> Blocker? {
        let at = reference.range.lowerBound
        if let other = otherPresentation(around: reference.node, excluding: modifier) { return shared(name, with: other, fallback: at) }
        switch reference.spelling {
        case .projected: return Blocker("`$\(name)` is passed down as a Binding at {}, so it could change while the sheet is up", at: at)
        case .storage: return Blocker("`\(name)` is accessed through `_\(name)` at {}", at: at)
        case .plain: return nil
        }
    }
}
