import MigrationKit

/// Why a `TabView` keeps its `.tabItem` tabs, or a `.tabItem` stays. Each case has a stable
/// key and a short message that says what to do.
enum TabViewRefusal: Error, Equatable {
    /// A statement of the content that is not a tab the rewrite knows.
    case shape(TabShape)
    /// A tab starts on a line that holds other code.
    case sharesLine
    /// A tab without `.tag` in a `TabView(selection:)`.
    case tabWithoutValue
    /// A comment inside a tab's chain that the rewrite has no place for.
    case commentWouldBeLost
    /// A `.tabItem` that is not on a tab of a `TabView`'s content.
    case outsideTabView

    var reason: DiagnosticReason {
        switch self {
        case .shape(.notATab): return TabViewReason.notATab
        case .shape(.unusualTabItem), .shape(.tabModifierInsideContent), .sharesLine: return TabViewReason.unusualTab
        case .tabWithoutValue: return TabViewReason.tabWithoutValue
        case .commentWouldBeLost: return TabViewReason.commentWouldBeLost
        case .outsideTabView: return TabViewReason.outsideTabView
        }
    }

    var message: String {
        switch self {
        case .shape(.notATab(let what)): return "TabView stays: \(what) among its tabs; write its tabs as Tab by hand"
        case .shape(.unusualTabItem): return "TabView stays: a tab's .tabItem or .tag has a shape Tab has no place for; convert it by hand"
        case .shape(.tabModifierInsideContent): return "TabView stays: a tab's .tag or .badge is not next to its .tabItem; move it there, then run again"
        case .sharesLine: return "TabView stays: a tab shares its line with other code; put each tab on its own line, then run again"
        case .tabWithoutValue: return "TabView stays: a tab has no .tag, and with selection: every Tab needs a value; tag it, then run again"
        case .commentWouldBeLost: return "TabView stays: a comment in a tab's modifiers would be lost; move it, then run again"
        case .outsideTabView: return ".tabItem stays: it is not on a tab written in a TabView's content; convert that TabView to Tab by hand"
        }
    }
}

/// The reasons `tab-view` declares: every one a refusal (the tabs stay).
enum TabViewReason {
    static let notATab = DiagnosticReason(
        "not-a-tab", .refusal, label: "the TabView's content has more than .tabItem views",
        help: "Write each tab as Tab(title, systemImage:) { view } by hand, with a value: of the selection's type under TabView(selection:).")
    static let unusualTab = DiagnosticReason(
        "unusual-tab", .refusal, label: "a tab is written in a shape the rewrite does not know",
        help: "Write the tab as view.tabItem { label }.tag(value), each tab on its own lines, or convert it by hand.")
    static let tabWithoutValue = DiagnosticReason(
        "tab-without-value", .refusal, label: "a tab of a TabView with a selection has no .tag",
        help: "Give every tab a .tag of the selection's type (Tab(…, value:) needs one), then run again.")
    static let commentWouldBeLost = DiagnosticReason(
        "comment-would-be-lost", .refusal, label: "a comment in a tab's modifiers would be lost",
        help: "Move the comment into the tab's view or above the tab, then run again.")
    static let outsideTabView = DiagnosticReason(
        "outside-tab-view", .refusal, label: ".tabItem is not on a tab written in a TabView's content",
        help: "Tab replaces the view in the TabView's content: convert the TabView that shows this view by hand.")

    /// Every reason, as `Transform.reasons` lists them.
    static let all: [DiagnosticReason] = [notATab, unusualTab, tabWithoutValue, commentWouldBeLost, outsideTabView, .projectFunction]
}
