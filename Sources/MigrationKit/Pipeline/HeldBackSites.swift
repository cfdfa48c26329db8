import SwiftCST

/// Where transforms that a file's deployment target holds back would have worked in it, for
/// one information diagnostic per transform group at the first such site (`heldBackByTarget`):
/// "observation not migrated in this file: Kit/Package.swift declares watchOS 7, and it needs
/// watchOS 10". Where a transform reports diagnostics of its own (a class that stays, with the
/// deployment target as its reason: `Transform.reportsWhenHeldBack`), those sites have said it
/// already; its first other site still gets the note.
struct HeldBackSites {
    /// One held-back transform's first site, as an offset into the tree it looked at.
    struct Site {
        var transform: any Transform.Type
        var offset: Int
        /// Edit batches applied when it looked (for `OffsetMap.original`).
        var batches: Int
    }

    private(set) var sites: [Site] = []
    /// The ids of the transforms that would have changed or said something, in the order they looked.
    private(set) var transformIDs: [String] = []

    /// Records what `transform` would have done in the file: `edits`, and `diagnostics` the
    /// file's suppression comments leave, of which it `reported` some. Its first site is the
    /// start of the first edit that replaces or removes code (an inserted import is not a site),
    /// else of the first diagnostic or insertion; a site a reported diagnostic stands at is not one.
    mutating func record(_ transform: any Transform.Type, edits: [TextEdit], diagnostics: [TransformDiagnostic],
                         reported: [TransformDiagnostic], batches: Int) {
        if !(edits.isEmpty && diagnostics.isEmpty) && !transformIDs.contains(transform.id) { transformIDs.append(transform.id) }
        let said = Set(reported.map(\.offset))
        let unsaid = { (offsets: [Int]) in offsets.filter { !said.contains($0) }.min() }
        let replacing = unsaid(edits.filter { !$0.range.isEmpty }.map(\.range.lowerBound))
        guard let offset = replacing ?? unsaid(diagnostics.map(\.offset) + edits.map(\.range.lowerBound)) else { return }
        sites.append(Site(transform: transform, offset: offset, batches: batches))
    }

    /// The diagnostics, with the transform id each is printed under (that of the first site's
    /// transform) and its batches; `original` maps an offset and batches to the file as read.
    func diagnostics(target: DeploymentTarget, original: (Int, Int) -> Int) -> [(TransformDiagnostic, id: String, batches: Int)] {
        var groups: [String: [Site]] = [:]
        var order: [String] = []
        for site in sites {
            let group = site.transform.group?.rawValue ?? site.transform.id
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(site)
        }
        return order.compactMap { group -> (TransformDiagnostic, id: String, batches: Int)? in
            let members = groups[group]!
            let first = members.min { original($0.offset, $0.batches) < original($1.offset, $1.batches) }!
            let needed = Availability.highest(of: members.map { $0.transform.availability })
            guard let why = target.refusal(for: needed, needing: "it") else { return nil }
            let ids = members.map { $0.transform.id }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let named = first.transform.group?.migratesTogether == false ? ids.joined(separator: ", ") : group
            let diagnostic = TransformDiagnostic(.heldBackByTarget, at: first.offset, "\(named) not migrated in this file: \(why)")
            return (diagnostic, first.transform.id, first.batches)
        }
    }
}
