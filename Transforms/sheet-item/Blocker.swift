import MigrationKit
import SwiftCST

/// One reason a conversion cannot happen: its declared reason, and a text in which `{}` stands
/// for the place at the matching offset of `places`. The warning's line gives the text without
/// its places (`at {}` dropped); each place becomes a note saying the text there (`at {}` read
/// as `here`).
struct Blocker: Equatable {
    let reason: DiagnosticReason
    let text: String
    let places: [DiagnosticNote.Place]

    init(_ reason: DiagnosticReason, _ text: String, at places: Int...) {
        self.reason = reason
        self.text = text
        self.places = places.map { .offset($0) }
    }

    /// A blocker whose place is in another file (a `Site` from the index).
    init(_ reason: DiagnosticReason, _ text: String, at site: Site) {
        self.reason = reason
        self.text = text
        places = [.site(site)]
    }

    /// The text as the warning's line gives it: without its places.
    var clause: String {
        text.replacingOccurrences(of: " (at {})", with: "").replacingOccurrences(of: " at {}", with: "").replacingOccurrences(of: "{}", with: "")
    }

    /// The text as a note at one of its places gives it.
    var noteText: String {
        text.replacingOccurrences(of: " (at {})", with: " here").replacingOccurrences(of: " at {}", with: " here").replacingOccurrences(of: "{}", with: "here")
    }

    /// `headline: reason; reason` (as many as fit in one short line, then `and N more`), for the
    /// first blocker's reason, with a note at every place. Blockers that differ only by their
    /// place are said once.
    static func refusal(_ headline: String, _ blockers: [Blocker]) -> Refusal {
        var clauses: [String] = []
        for blocker in blockers where !clauses.contains(blocker.clause) { clauses.append(blocker.clause) }
        var said: [String] = []
        for clause in clauses {
            let candidate = said + [clause]
            if !said.isEmpty && (headline + ": " + candidate.joined(separator: "; ")).count + 24 > DiagnosticText.maximumLength { break }
            said = candidate
        }
        let others = clauses.count - said.count
        var message = headline + ": " + said.joined(separator: "; ")
        if others > 0 { message += "; and \(others) more reason\(others == 1 ? "" : "s")" }
        var notes: [DiagnosticNote] = []
        for blocker in blockers {
            for place in blocker.places where !notes.contains(DiagnosticNote(place, blocker.noteText)) {
                notes.append(DiagnosticNote(place, blocker.noteText))
            }
        }
        return Refusal(blockers[0].reason, message, notes: notes)
    }

    /// Another presentation (`.alert`, another `.sheet`) uses the same flag or selection.
    static func shared(_ name: String, with other: CallSyntax, fallback: Int) -> Blocker {
        Blocker(.sharedPresentation, "`\(name)` is also used by the `.\(other.calledName ?? "")` at {}: several presentations share it",
                at: other.calledElement?.range.lowerBound ?? fallback)
    }

    /// A use through another presentation, the projected value (`$x`) or the storage (`_x`):
    /// none of which the conversion can follow. Nil for a plain `x` outside other presentations.
    static func indirectUse(of name: String, at reference: PropertyReference, excluding modifier: PresentationModifier) -> Blocker? {
        let at = reference.range.lowerBound
        if let other = otherPresentation(around: reference.node, excluding: modifier) { return shared(name, with: other, fallback: at) }
        switch reference.spelling {
        case .projected: return Blocker(.passedAsBinding, "`$\(name)` is passed down as a Binding at {}, so it could change while the sheet is up", at: at)
        case .storage: return Blocker(.flagUsedElsewhere, "`\(name)` is accessed through `_\(name)` at {}", at: at)
        case .plain: return nil
        }
    }
}
