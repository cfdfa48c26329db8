import MigrationKit
import SwiftCST

/// `tab-view`: a `TabView` whose tabs are views with `.tabItem` (deprecated) gets the tab builder
/// of iOS 18: `Tab(title, systemImage:) { view }`, the tags as values.
public struct TabViewTransform: Transform {
    public static let id = "tab-view"
    public static let summary = "TabView { view.tabItem { … }.tag(v) } becomes TabView { Tab(title, systemImage:, value: v) { view } }"
    public static let documentation = [
        """
        `.tabItem` is deprecated; iOS 18 and macOS 15 write each tab of a TabView as a Tab, with its
        title, image, selection value and badge.

          view.tabItem { Label(t, systemImage: s) }             →   Tab(t, systemImage: s) { view }
          view.tabItem { Image(systemName: s); Text(t) }        →   Tab(t, systemImage: s) { view }
          view.tabItem { Image(a); Text(t) }                    →   Tab(t, image: a) { view }
          view.tabItem { other label }                          →   Tab { view } label: { other label }
          .tag(v) in TabView(selection:)                        →   Tab(…, value: v) { … }
          .badge(n) next to .tabItem                            →   Tab(…) { … }.badge(n)
          ForEach(data) { x in view.tabItem { … }.tag(x) }      →   ForEach(data) { x in Tab(…, value: x) { view } }

        The whole TabView converts or none of it: every statement of its content must be a view with
        .tabItem, or a ForEach whose body is one. Modifiers written after .tabItem that are the view's (.environmentObject(x)) move
        onto the view inside the Tab. Without a selection, a .tag selects nothing and goes. Where the
        project declares a type named Tab, the rewrite writes SwiftUI.Tab. Needs iOS 18, macOS 15,
        tvOS 18, watchOS 11, visionOS 2: files built for older systems are left as they are.

        Left, with a warning at the TabView: content with an if, an #if, a Group, a view without
        .tabItem or a ForEach with more in its body (write those tabs by hand); a tab without .tag in a
        TabView(selection:) (every Tab of a selection needs a value of its type); a .tag or .badge
        written before other modifiers of the view, or a tag with includeOptional:; comments in a
        tab's modifiers the rewrite has no place for; a tab sharing its line with other code; a
        .tabItem the project's own `tabItem` function may take (the warning is at that call). Left
        with a warning at .tabItem: one not on a tab written in a TabView's content (a view that
        puts .tabItem on its own body). Left without a word: every TabView where the project
        declares a type of that name.
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                enum Section: Hashable { case inbox, settings }

                struct RootView: View {
                    @State private var section = Section.inbox
                    let unread: Int

                    var body: some View {
                        TabView(selection: $section) {
                            Text("Inbox")
                                .tabItem {
                                    Label("Inbox", systemImage: "tray")
                                }
                                .tag(Section.inbox)
                                .badge(unread)
                            Text("Settings")
                                .tabItem {
                                    Image(systemName: "gear")
                                    Text("Settings")
                                }
                                .tag(Section.settings)
                        }
                    }
                }

                """,
            after: """
                import SwiftUI

                enum Section: Hashable { case inbox, settings }

                struct RootView: View {
                    @State private var section = Section.inbox
                    let unread: Int

                    var body: some View {
                        TabView(selection: $section) {
                            Tab("Inbox", systemImage: "tray", value: Section.inbox) {
                                Text("Inbox")
                            }
                            .badge(unread)
                            Tab("Settings", systemImage: "gear", value: Section.settings) {
                                Text("Settings")
                            }
                        }
                    }
                }

                """,
            options: ["--min-ios", "18", "--min-macos", "15"]),
    ]
    public static let reasons = TabViewReason.all
    public static let group: TransformGroup? = .deprecations
    public static let availability = Availability(iOS: OSVersion(18), macOS: OSVersion(15), tvOS: OSVersion(18), watchOS: OSVersion(11),
                                                  visionOS: OSVersion(2))

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        ProjectFunctions.collect(file, into: &index)
    }

    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: [TabItemCall.name])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let tree = file.tree
        let types = context.index.types
        guard !types.anyDeclaration(named: "TabView", where: { $0.kind != .extension }) else { return result }
        let ownTab = types.anyDeclaration(named: "Tab", where: { $0.kind != .extension }) || types.declaresAlias(named: "Tab")
        let rewrite = TabRewrite(tree: tree, style: tree.style, tabName: ownTab ? "SwiftUI.Tab" : "Tab")
        let functions = context.index[ProjectFunctions.self]
        let tabItems = TabItemCall.all(in: tree).filter { !context.isSuppressed(at: $0.offset) }
        let views = TabViewCall.all(in: tree)
        // Each .tabItem belongs to the innermost TabView whose content holds it.
        let owners: [Int?] = tabItems.map { item in views.lastIndex { $0.content.node.range.contains(item.offset) } }
        // What a converted TabView rewrites: the next pass looks at TabViews inside it again.
        var rewritten: [Range<Int>] = []
        for (position, view) in views.enumerated() where owners.contains(position) && !context.isSuppressed(at: view.offset) {
            if rewritten.contains(where: { $0.contains(view.offset) }) { continue }
            let own = tabItems.indices.lazy.filter { owners[$0] == position }
                .compactMap { index in functions.declaration(named: TabItemCall.name, called: tabItems[index].call, types: types).map { (tabItems[index], $0) } }
                .first
            if let (item, declaration) = own {
                declaration.raise(at: item.offset, quoted: "`.tabItem`", into: &result)
                continue
            }
            switch edits(view, rewrite) {
            case .success(let edits):
                result.edits += edits
                rewritten.append(view.call.node.range)
            case .failure(let refusal):
                result.raise(refusal.reason, at: view.offset, refusal.message)
            }
        }
        for (index, item) in tabItems.enumerated() where owners[index] == nil {
            if functions.declaration(named: TabItemCall.name, called: item.call, types: types) != nil { continue }
            result.raise(TabViewRefusal.outsideTabView.reason, at: item.offset, TabViewRefusal.outsideTabView.message)
        }
        return result
    }

    /// Every tab of `view` as a Tab, or why the TabView stays (its first tab that cannot be one).
    private func edits(_ view: TabViewCall, _ rewrite: TabRewrite) -> Result<[TextEdit], TabViewRefusal> {
        var edits: [TextEdit] = []
        for statement in view.content.statements {
            switch TabChild.parse(TabLoop.tab(in: statement) ?? statement).mapError(TabViewRefusal.shape).flatMap({ rewrite.edit($0, withValue: view.hasSelection) }) {
            case .success(let edit): edits.append(edit)
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(edits)
    }
}

/// A `TabView { … }` or `TabView(selection: $x) { … }` call.
struct TabViewCall {
    let call: CallSyntax
    let content: ClosureSyntax
    let hasSelection: Bool
    /// Where diagnostics point: the name `TabView`.
    let offset: Int

    /// Every such call in `tree`, in source order (an outer one before those inside it).
    static func all(in tree: SyntaxTree) -> [TabViewCall] {
        tree.nodes(ofKind: .callSuffix).compactMap { node in
            guard let call = CallSyntax(node), call.calledElement?.kind == .identifierExpr, call.calledNameIs("TabView"),
                  let content = call.trailingClosure, call.additionalTrailingClosures.isEmpty,
                  let name = call.calledNameToken else { return nil }
            let labels = call.arguments.map(\.label)
            guard labels.isEmpty || labels == ["selection"] else { return nil }
            return TabViewCall(call: call, content: content, hasSelection: !labels.isEmpty, offset: Int(tree.tokens[name.index].start))
        }
    }
}

/// A `.tabItem { … }` call, with or without parentheses.
struct TabItemCall {
    /// The modifier's name.
    static let name = "tabItem"

    let call: CallSyntax
    /// Where diagnostics point: the name `tabItem`.
    let offset: Int

    /// Every such call in `tree`, in source order.
    static func all(in tree: SyntaxTree) -> [TabItemCall] {
        tree.nodes(ofKind: .memberSuffix).compactMap { member in
            guard let name = member.identifierNameToken, tree.tokenIs(name, Self.name),
                  let call = member.nextSibling.flatMap(CallSyntax.init) else { return nil }
            return TabItemCall(call: call, offset: Int(tree.tokens[name].start))
        }
    }
}
