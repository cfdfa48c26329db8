import MigrationKit
import SwiftCST

/// Phase 2 for one file: migrates the classes phase 1 decided to migrate, removes their
/// conformance extensions, fixes the imports, and reports at each class left alone.
///
/// Declarations are found by the site phase 1 recorded. This transform runs first, so the
/// first pass sees the file as read; in later passes a migrated class is `@Observable` and
/// is left alone whatever its site.
struct ObservableObjectRewriter {
    let file: SourceFile
    let index: ProjectIndex
    let options: MigrationOptions
    let decisions: ObservableObjectDecisions
    /// The final statuses: a view-side transform may refuse a class after this one decided.
    let facts: ObservationFacts

    init(file: SourceFile, index: ProjectIndex, options: MigrationOptions) {
        self.file = file
        self.index = index
        self.options = options
        decisions = index[ObservableObjectDecisions.self]
        facts = index[ObservationFacts.self]
    }

    func rewrite() -> TransformResult {
        var result = TransformResult()
        // A class became `@Observable` or a protocol `Observable`: the imports follow.
        var migratedClass = false
        var keepsCombine = false
        let tree = file.tree
        let declarations = tree.nodes(ofKind: .typeDecl).compactMap(TypeDeclSyntax.init)
        // Grouped once per file, by the type they name (its identity for a class declared so):
        // looking them up per class made a file of many classes quadratic.
        lazy var extensionsByType = Dictionary(grouping: declarations.filter(\.isExtension), by: TypeIndexer.path(of:))
        for decl in declarations {
            let node = decl.node
            let site = Site(file.path, node)
            if decl.introducer == .protocol, decisions.migratingProtocols[site]?.allSatisfy(facts.isObservableAfterRun) == true {
                let edits = ProtocolMigration.edits(decl)
                result.edits += edits
                migratedClass = migratedClass || !edits.isEmpty
                continue
            }
            guard let decided = decisions.declarations[site] else { continue }
            if let warning = warning(for: decided, at: site) { result.raise(warning, at: node) }
            guard facts.statuses[decided.type] == .migrating, decisions.migratingSites.contains(site) else { continue }
            var migration = ClassMigration(tree: tree, path: file.path, index: index, options: options)
            if decl.isExtension {
                migration.migrateExtension(decl)
            } else if decl.introducer == .class, decl.attribute(named: "Observable") == nil {
                migration.migrate(decl, extensions: extensionsByType[decided.type.qualifiedName] ?? [])
                migratedClass = true
                var notes: [Refusal] = []
                if !migration.ignoredPlainProperties.isEmpty { notes.append(RefusalMessage.ignoredNote(decided.name, properties: migration.ignoredPlainProperties)) }
                if !migration.storageUsers.isEmpty { notes.append(RefusalMessage.storageNote(decided.name, properties: migration.storageUsers)) }
                if !migration.observedAppStorage.isEmpty { notes.append(RefusalMessage.appStorageNote(decided.name, migration.observedAppStorage)) }
                if let note = decisions.notes[site] { notes.append(note) }
                for note in notes { result.raise(note, at: node) }
                for (node, diagnostic) in migration.diagnostics { result.raise(diagnostic, at: node) }
                if !migration.bridgedPublishers.isEmpty {
                    let notes = migration.bridgedPublishers.flatMap { bridge in
                        bridge.uses.sorted().map { DiagnosticNote.at($0, "$\(bridge.property) used here, now \(bridge.publisherName)") }
                            + bridge.assignments.sorted().map { DiagnosticNote.at($0, "assign(to: &$\(bridge.property)) here, now a sink kept in \(bridge.assignmentsName)") }
                    }
                    result.raise(.publisherBridged, at: node, RefusalMessage.bridgeNote(decided.name, migration.bridgedPublishers), notes: notes)
                }
                keepsCombine = keepsCombine || !migration.bridgedPublishers.isEmpty
                if decisions.takesOverSends.contains(decided.type) {
                    result.raise(.objectWillChangeTakenOver, at: node, RefusalMessage.sendsNote(decided.name, observed: (decisions.observedBySends[decided.type] ?? []).sorted()))
                }
            }
            result.edits += migration.edits
        }
        result.edits += publisherRenames()
        result.edits += publisherParameterTypes()
        rewriteAssignments(into: &result)
        removeWillChangeUses(into: &result)
        result.edits += GenericConstraint.edits(decisions.genericConstraints, in: file, facts: facts)
        if migratedClass { result.edits += ImportMigration(tree: tree).edits(after: result.edits, keepingCombine: keepsCombine) }
        return result
    }

    /// The `objectWillChange` sends and declarations of migrating classes that Observation takes
    /// over, and the forwardings of migrating children (a caution at one that hopped to the main queue).
    private func removeWillChangeUses(into result: inout TransformResult) {
        let removals = decisions.willChangeRemovals
        guard !removals.isEmpty else { return }
        let tree = file.tree
        let removal = WillChangeRemoval(tree: tree)
        var forwardings: [TextEdit] = []
        var others: [TextEdit] = []
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier && tree.tokenIs(index, "objectWillChange") {
            guard let owners = removals[Site(path: file.path, location: tree.location(of: Int(tree.tokens[index].start)))],
                  owners.allSatisfy({ facts.statuses[$0] == .migrating }) else { continue }
            let node = tree.innermostNode(containingToken: index)
            if let forwarding = WillChangeForwarding.forwarding(ofChildAt: node) {
                forwardings += removal.edits(at: node)
                if forwarding.delivery == .onMain {
                    result.raise(.forwardingOnMainRemoved, at: forwarding.statement, RefusalMessage.forwardingOnMainNote)
                }
            } else {
                others += removal.edits(at: node)
            }
        }
        // Forwardings are whole statements, often several in a row: no double blank line where they
        // were. Removals that each took a blank line beside them may meet: they are joined.
        let deletions = others.filter(\.replacement.isEmpty) + tree.withoutDoubleBlankLines(forwardings)
        result.edits += others.filter { !$0.replacement.isEmpty } + TextEdit.joiningDeletions(deletions)
    }

    /// `$query` -> `queryPublisher`, wherever a bridge keeps the publisher (`model.$query`, `.onReceive(store.$theme)`);
    /// a bare `$query` where a local or parameter is named `queryPublisher` -> `self.queryPublisher`.
    private func publisherRenames() -> [TextEdit] {
        let tree = file.tree
        return bridgedTokens(at: decisions.publisherRenames).map { index, bridge in
            let isBare = index == 0 || tree.tokens[index - 1].kind != .period
            let shadowed = isBare && LocalBinding.shadows(bridge.publisherName, at: tree.innermostNode(containingToken: index))
            return TextEdit(range: tree.textRange(index), replacement: (shadowed ? "self." : "") + bridge.publisherName)
        }
    }

    /// `Published<T>.Publisher` -> `some Publisher<T, Never>` for the parameters a bridge's publisher may be passed to.
    private func publisherParameterTypes() -> [TextEdit] {
        let sites = decisions.publisherParameters
        guard !sites.isEmpty else { return [] }
        let tree = file.tree
        return tree.tokens.indices.compactMap { index in
            guard tree.tokens[index].kind == .identifier, tree.tokenIs(index, "Published"),
                  sites.contains(Site(path: file.path, location: tree.location(of: Int(tree.tokens[index].start)))),
                  let parameter = PublisherParameter(spelledAt: index, in: tree) else { return nil }
            return TextEdit(range: parameter.range, replacement: parameter.replacement)
        }
    }

    /// `publisher.assign(to: &$items)` -> `publisher.sink { … }.store(in: &itemsAssignments)`, where a bridge keeps
    /// the subscription; a caution there when the sink's closure is isolated to a global actor.
    private func rewriteAssignments(into result: inout TransformResult) {
        let tree = file.tree
        for (index, bridge) in bridgedTokens(at: decisions.assignmentRewrites) {
            var expression = tree.innermostNode(containingToken: index)
            if expression.kind == .memberSuffix, let chain = expression.parent { expression = chain }
            guard let (name, call) = AssignSubscription.call(assigningTo: expression), let chain = call.parent,
                  let nameToken = name.identifierNameToken, let last = call.lastToken else { continue }
            result.edits.append(TextEdit(range: Int(tree.tokens[nameToken].start)..<Int(tree.tokens[last].end),
                                         replacement: AssignSubscription.replacement(bridge)))
            if let actor = AssignSubscription.isolation(of: chain, classActor: bridge.classActor) {
                result.raise(.sinkOnGlobalActor, at: chain, "assign(to: &$\(bridge.property)) became a sink whose closure is @\(actor): "
                             + "in Swift 6 mode it traps if the publisher delivers off \(actor)")
            }
        }
    }

    /// The `$name` tokens of this file at the sites of `sites`, with the bridge there, where the
    /// bridge's class still migrates. The text is checked too: in a later pass, another `$` name
    /// may have moved to the place.
    private func bridgedTokens(at sites: [Site: PublisherBridge]) -> [(Int, PublisherBridge)] {
        guard !sites.isEmpty else { return [] }
        let tree = file.tree
        var found: [(Int, PublisherBridge)] = []
        for index in tree.tokens.indices where tree.tokens[index].kind == .dollarIdentifier {
            if let bridge = sites[Site(path: file.path, location: tree.location(of: Int(tree.tokens[index].start)))], tree.tokenIs(index, "$" + bridge.property),
               bridge.owner.map({ facts.statuses[$0] == .migrating }) ?? false {
                found.append((index, bridge))
            }
        }
        return found
    }

    /// This transform's refusal, or the one a view-side transform made after it.
    private func warning(for decided: DecidedDeclaration, at site: Site) -> Refusal? {
        if let warning = decisions.warnings[site] { return warning }
        guard decided.getsWarnings, case .refused(let reason)? = facts.statuses[decided.type] else { return nil }
        let site = index[ViewWrapperFacts.self].vetoSites[decided.type]
        return RefusalMessage.warning(decided.name, [Refusal(.viewSideRefusal, reason, at: site.map { [$0] } ?? [], note: "left as it is here")])
    }
}
