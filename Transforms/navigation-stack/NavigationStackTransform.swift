import MigrationKit
import SwiftCST

/// `navigation-stack`: NavigationView becomes NavigationStack or NavigationSplitView, with its
/// companions (titles, `isActive:` links). The rules live in `Transforms/Navigation/`.
public struct NavigationStackTransform: Transform {
    public static let id = "navigation-stack"
    public static let summary = "NavigationView becomes NavigationStack or NavigationSplitView, with its companions"
    public static let documentation = [
        """
        NavigationView is deprecated. What replaces it depends on how it shows, and that depends on
        the platforms the app runs on (--platforms, else inferred from the .xcodeproj or Package.swift
        next to or above the files; when nothing says, iPhone only, plus macOS when the sources have
        an #if os(macOS) block).

        Containers
        - One view with .navigationViewStyle(.stack) / StackNavigationViewStyle(), or an app only on
          iPhone, watchOS and tvOS → NavigationStack { X }. The style modifier goes with its line (an
          #if block around it that holds nothing else goes too).
        - Two or three views, or .columns / DoubleColumnNavigationViewStyle() → NavigationSplitView
          { A } detail: { B } (three: { A } content: { B } detail: { C }; one: an empty detail).
          Comments between the views stay with the view below them.
        - One view, default style, in an app only on iPad, macOS or visionOS: columns wherever it
          runs → NavigationSplitView { X } detail: { EmptyView() } (its links fill the detail
          column as before), whatever --navigation-single-column says.
        - One view, default style, on iPad, macOS or visionOS and on iPhone, watchOS or tvOS: it
          shows as columns on the first and as a stack on the others, which neither replacement
          keeps. Warned and left, unless --navigation-single-column stack|split says which to use.
          In a preview (#Preview, a PreviewProvider), where it only gives the previewed view a
          navigation bar, it becomes a NavigationStack unless the option says split.
        - A NavigationView inside a pushed view (a NavigationLink's or .navigationDestination's
          destination) or inside another stack's content, here or, through the project index, in
          another file (a type shown in place inside such a view, directly or through other views),
          would nest a stack in a stack: warned and left. Views only presented (.sheet { }, a helper
          property used only in a sheet) start afresh and are migrated.
        - A NavigationView in a column of another: NavigationView { A; NavigationView { B; C } }
          (the inner one the last column, two views, nothing chained to it, each on lines of its
          own) becomes one NavigationSplitView { A } content: { B } detail: { C }; any other nesting
          in columns leaves both, with a warning at each.
        - NavigationView(content: c) with content passed in (not a closure written there) may
          hold one view or several: warned and left.
        - Style modifiers under #if are evaluated per platform; a style that differs per platform, a
          style the tool cannot read, or a view count that depends on #if is warned and left.
        - UIKit controller hooks (SwiftUI-Introspect's introspectNavigationController,
          introspectSplitViewController, .introspect(.navigationView/.navigationStack/
          .navigationSplitView, ...)) in the container's content or modifiers, directly or through
          a modifier type or View extension function of the project: a NavigationStack is still a
          UINavigationController, so it is migrated with a warning naming the hook; anything else
          (a split view controller, or a navigation controller under columns) is warned and left.
        - In a fallback that never runs at the file's deployment target (the else of
          if #available(iOS 16, macOS 13, *) or guard #available, or if #unavailable), the
          NavigationView and its titles are left as written, with a note.

        Companions
        - .navigationBarTitle(Text("T")) / .navigationBarTitle("T") → .navigationTitle("T"); with
          displayMode: M also .navigationBarTitleDisplayMode(M), unless the chain already sets
          mode M (it is not added twice). When the chain sets another mode too, M is added where the
          title was, so the modifiers keep their order, with a warning. Text("T") is unwrapped only
          when it is a plain literal Text.
        - NavigationLink(destination: D, isActive: $b) { L } (and the title form) inside what is now
          a NavigationStack, not in a List/Form/ForEach row, $b a property of the view driving only
          this link → .navigationDestination(isPresented: $b) { D } on the stack's root content; the
          link becomes Button { b = true } label: { L }, or goes when its label is EmptyView().
          Every other isActive: link is warned with the reason.
        - A sidebar of NavigationLink(tag:selection:) links in a one-view NavigationView that
          becomes a NavigationSplitView: List { NavigationLink("A", tag: .a, selection: $s) { D } }
          → List(selection: $s) { NavigationLink("A", value: T.a) } and a detail column
          switch s { case .a: D ... default: EmptyView() }: the selected tag's destination shows,
          as before, also when code sets s. Only the plain shape: one List { } holding every link
          of the container (directly or in Sections, no ForEach, no local names), one $property
          of the view typed T?, tags that are cases (.a, T.a) or literals, all different.
        - Any other NavigationLink(tag:selection:) is warned with the value-based replacement for
          the container it ends up in: in a split view, List(selection:) with
          NavigationLink(value:) rows and a detail that switches on the selection; in a stack,
          NavigationLink(value:) with .navigationDestination(for:). In a fallback that never
          runs it is left without a warning (it goes with the fallback).
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                struct ItemList: View {
                    let items: [Item]

                    var body: some View {
                        NavigationView {
                            List(items) { item in Row(item) }
                                .navigationBarTitle("Items", displayMode: .inline)
                        }
                        .navigationViewStyle(.stack)
                    }
                }

                """,
            after: """
                import SwiftUI

                struct ItemList: View {
                    let items: [Item]

                    var body: some View {
                        NavigationStack {
                            List(items) { item in Row(item) }
                                .navigationTitle("Items")
                                .navigationBarTitleDisplayMode(.inline)
                        }
                    }
                }

                """,
            context: """
                import SwiftUI

                struct Item: Identifiable {
                    let id: Int
                }

                struct Row: View {
                    init(_ item: Item) {}
                    var body: some View { EmptyView() }
                }

                """),
    ]
    public static let group: TransformGroup? = .navigation
    public static let availability = Availability(iOS: OSVersion(16), macOS: OSVersion(13), tvOS: OSVersion(16), watchOS: OSVersion(9))

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        index[NavigationFacts.self].merge(NavigationCollector.collect(file))
    }

    public func resolve(_ index: inout ProjectIndex, options: MigrationOptions) {
        index[NavigationFacts.self].resolveNestedTypes()
    }

    /// Every container, title, link and style it rewrites or reports spells one of these.
    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["NavigationView", "navigationBarTitle", "NavigationLink", "navigationViewStyle"])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        let facts = context.index[NavigationFacts.self]
        var result = TransformResult()
        let calls = NavigationCalls(file.tree)
        let target = context.options.deploymentTargets.target(ofFile: file.path)
        let style = FileStyle(file.tree)
        let (containerEdits, containers) = migrateContainers(calls, style: style, target: target, context: context, facts: facts, result: &result)
        var plans = planLinks(file, links: calls.links, in: containers, context: context, facts: facts, result: &result)
        let insertions = destinationInsertions(&plans, style: style, result: &result)
        let linkEdits = plans.flatMap(\.linkEdits)
        // Titles, except inside what the links' edits move or replace (the next pass gets those).
        let titles = facts.declaresNavigationBarTitle ? [] : TitleRewrite.calls(among: calls.titles)
            .filter { !context.isSuppressed(at: $0.node.range.lowerBound) && DeadBranch.condition(around: $0.node, target: target) == nil }
            .map(TitleRewrite.rewrite)
            .filter { title in !title.edits.contains { edit in linkEdits.contains { $0.contact(with: edit) == .overlapping } } }
        for case (let offset, let message, let notes)? in titles.map(\.warning) { result.raise(.titleDisplayModeTwice, at: offset, message, notes: notes) }
        result.edits = containerEdits + titles.flatMap(\.edits) + linkEdits + insertions
        return result
    }

    /// True when the project declares a type of this name of its own (its calls are not SwiftUI's).
    private func declaresType(_ name: String, _ context: TransformContext) -> Bool {
        context.index.types.anyDeclaration(named: name) { $0.kind != .extension }
    }

    /// Decides and rewrites every `NavigationView`; says which content closures become stacks.
    private func migrateContainers(_ calls: NavigationCalls, style: FileStyle, target: DeploymentTarget, context: TransformContext,
                                   facts: NavigationFacts, result: inout TransformResult) -> ([TextEdit], LinkPlacement.Containers) {
        let views = calls.views
        var containers = LinkPlacement.Containers()
        var edits: [TextEdit] = []
        let platforms = PlatformsInUse(options: context.options, facts: facts)
        let nesting = ColumnNesting(views)
        var outcomes: [Node: ColumnNesting.Outcome] = [:]
        let leftAsIs = NavigationRefusal(.linkContainerStays, "its NavigationView is left as is (see the warning there)")
        for view in declaresType("NavigationView", context) ? [] : views {
            let content = view.content.node
            if context.isSuppressed(at: view.offset) {
                containers.notStacks[content] = .silent
                continue
            }
            if let condition = DeadBranch.condition(around: view.call.node, target: target) {
                let message = "NavigationView left as is: it is in the fallback of \(condition), which never runs at the file's deployment target; the fallback can go"
                result.raise(.navigationDeadFallback, at: view.offset, DiagnosticText.isOneShortLine(message)
                    ? message : "NavigationView left as is: it is in an availability fallback that never runs at the file's deployment target; the fallback can go")
                containers.notStacks[content] = .silent
                continue
            }
            if let outer = nesting.outer(of: view), let outcome = outcomes[outer.call.node] {
                // Decided with the container whose column it is.
                if case .left(let offset) = outcome {
                    result.raise(.navigationNestedInColumn, at: view.offset, ColumnNesting.innerRefusal, notes: [.at(offset, "the NavigationView whose column holds it")])
                }
                containers.notStacks[content] = outcome == .merged ? LinkPlacement.splitColumn : leftAsIs
                continue
            }
            let layout = ColumnLayout(view.content)
            // Read once for the decision and the edits.
            let ownStyles = view.ownStyleModifiers
            let decision = view.spelledOutType.map { .refuse(.spelledOutType, "NavigationView left as is: its declaration's type \($0) names it") }
                ?? NestedNavigation.refusal(for: view, facts: facts)
                ?? ContainerDecision.decide(view, layout: layout, ownStyles: ownStyles, platforms: platforms,
                                            singleColumn: context.options.navigationSingleColumn ?? (view.call.node.isInPreview ? .stack : nil))
            let hook = ControllerHook.check(decision, for: view, holders: facts.controllerHooks, path: context.file.path)
            if let hook = hook, hook.reason.kind == .refusal {
                result.raise(hook.reason, at: view.offset, hook.message, notes: [hook.note])
                containers.notStacks[content] = leftAsIs
                if !nesting.inners(of: view).isEmpty { outcomes[view.call.node] = .left(offset: view.offset) }
                continue
            }
            switch nesting.decide(view, decision: decision, layout: layout, ownStyles: ownStyles, style: style) {
            case .merged(let merged)?:
                edits += merged
                outcomes[view.call.node] = .merged
                containers.notStacks[content] = LinkPlacement.splitColumn
                continue
            case .left(let nested)?:
                outcomes[view.call.node] = .left(offset: view.offset)
                if decision.isRewrite {
                    result.raise(.navigationNestedInColumn, at: view.offset, ColumnNesting.outerRefusal, notes: [.at(nested.offset, "the NavigationView in its column")])
                    containers.notStacks[content] = leftAsIs
                    continue
                }
            case nil:
                break
            }
            let sidebar = (decision == .split(columns: 1) && layout.units.count <= 1
                ? SidebarSelectionRewrite.plan(view, links: calls.links, types: context.index.types, style: style) : nil)
                .flatMap { plan in plan.links.contains { context.isSuppressed(at: $0.range.lowerBound) } ? nil : plan }
            switch ContainerRewrite.edits(view, layout: layout, ownStyles: ownStyles, decision: decision, style: style, detail: sidebar?.detail) {
            case .success(let found):
                edits += found + (sidebar?.edits ?? [])
                containers.sidebarLinks.formUnion(sidebar?.links ?? [])
                if let hook = hook { result.raise(hook.reason, at: view.offset, hook.message, notes: [hook.note]) }
                if decision == .stack {
                    containers.becomingStacks.insert(content)
                } else {
                    containers.notStacks[content] = LinkPlacement.splitColumn
                }
            case .failure(let refusal):
                result.raise(refusal.reason, at: view.offset, refusal.message)
                containers.notStacks[content] = leftAsIs
            }
        }
        for call in declaresType("NavigationView", context) ? [] : calls.opaqueViews {
            let offset = call.node.range.lowerBound
            guard !context.isSuppressed(at: offset), DeadBranch.condition(around: call.node, target: target) == nil,
                  let name = call.calledElement else { continue }
            let content = oneLineQuote((call.argument(labeled: "content")?.expression ?? call.node).compactText)
            result.raise(.contentPassedIn, at: name.range.lowerBound,
                         "NavigationView left as is: its content `\(content)` is passed in, so whether it shows as a stack or as columns is not known")
        }
        return (edits, containers)
    }

    /// Plans the `isActive:` links (of `links`, the file's) that convert; warns on the others and
    /// on `tag:selection:` links.
    private func planLinks(_ file: SourceFile, links: [NavigationLinkCall], in containers: LinkPlacement.Containers, context: TransformContext,
                           facts: NavigationFacts, result: inout TransformResult) -> [ActiveLinkRewrite.Plan] {
        var plans: [ActiveLinkRewrite.Plan] = []
        let tree = file.tree
        let target = context.options.deploymentTargets.target(ofFile: file.path)
        for link in declaresType("NavigationLink", context) ? [] : links {
            let offset = Int(tree.tokens[link.nameToken].start)
            // A link inside another link's moved destination waits for the next pass.
            guard !context.isSuppressed(at: offset),
                  !plans.contains(where: { $0.linkEdits.contains { $0.range.contains(offset) } }) else { continue }
            if containers.sidebarLinks.contains(link.call.node) { continue }
            if link.tag != nil || link.selection != nil {
                // Code that never runs at the deployment target goes with its fallback.
                guard DeadBranch.condition(around: link.call.node, target: target) == nil else { continue }
                let container = SelectionLinkWarning.container(of: link.call.node, in: containers)
                result.raise(.tagSelectionLink, at: offset, SelectionLinkWarning.message(for: link, in: container))
                continue
            }
            guard link.isActive != nil else { continue }
            let rewrite = ActiveLinkRewrite(link: link, fileLinks: links, types: context.index.types, facts: facts, path: file.path)
            switch rewrite.plan(in: containers) {
            case .success(let plan): plans.append(plan)
            case .failure(let refusal) where refusal != .silent:
                result.raise(refusal.reason, at: offset, "NavigationLink(isActive:) left as is: " + refusal.message)
            case .failure:
                continue
            }
        }
        return plans
    }

    /// One insertion of `.navigationDestination` modifiers per stack root; a root that cannot
    /// take them keeps its links (dropped from `plans`, with a warning each).
    private func destinationInsertions(_ plans: inout [ActiveLinkRewrite.Plan], style: FileStyle, result: inout TransformResult) -> [TextEdit] {
        var insertions: [TextEdit] = []
        var roots: [Node] = []
        for plan in plans where !roots.contains(plan.root) { roots.append(plan.root) }
        for root in roots {
            let group = plans.filter { $0.root == root }
            if let edit = DestinationInsertion.edit(for: group, root: root, avoiding: group.flatMap(\.linkEdits).map(\.range), style: style) {
                insertions.append(edit)
                continue
            }
            for plan in group {
                result.raise(.linkNoDestinationPlace, at: plan.offset,
                             "NavigationLink(isActive:) left as is: the stack's root content is on one line, with no line for .navigationDestination(isPresented:)")
            }
            plans.removeAll { $0.root == root }
        }
        return insertions
    }
}
