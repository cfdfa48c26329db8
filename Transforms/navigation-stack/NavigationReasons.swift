import MigrationKit

/// Why `navigation-stack` leaves a `NavigationView` or a `NavigationLink` as it is.
extension DiagnosticReason {
    static let singleViewColumns = DiagnosticReason(
        "single-view-columns", .refusal, label: "one view with the default style: columns on iPad or macOS, a stack on iPhone",
        help: "Choose with --navigation-single-column stack (a stack everywhere: iPad and macOS lose the columns) or split (columns where there is room), or add .navigationViewStyle(.stack) where a stack was meant and run again.",
        option: "--navigation-single-column stack|split")
    static let stylePerPlatform = DiagnosticReason(
        "style-per-platform", .refusal, label: "its style differs per platform or depends on #if", help: "Split it with #if os(...) by hand.")
    static let nestedStack = DiagnosticReason(
        "nested-stack", .refusal, label: "it is inside another stack (pushed, or shown in one): it would nest stacks",
        help: "Remove the inner NavigationView: the outer stack already shows the title and toolbar.")
    static let tooManyViews = DiagnosticReason(
        "too-many-views", .refusal, label: "more than three views: NavigationSplitView has three columns at most",
        help: "Group the views into three or fewer, then run again.")
    static let viewsUnderIf = DiagnosticReason(
        "views-under-if", .refusal, label: "the number of its views depends on #if",
        help: "Give every branch the same number of views, or one #if block per column, then run again.")
    static let stackStyleExtraViews = DiagnosticReason(
        "stack-style-extra-views", .refusal, label: ".stack style with several views (only the first shows)",
        help: "Remove the extra views or the style, then run again.")
    static let unknownStyle = DiagnosticReason(
        "unknown-style", .refusal, label: "a navigationViewStyle the tool cannot read", help: "Migrate it by hand.")
    static let spelledOutType = DiagnosticReason(
        "spelled-out-type", .refusal, label: "a declared type names NavigationView<…>", help: "Write some View there, then run again.")
    static let columnLayout = DiagnosticReason(
        "column-layout", .refusal, label: "its columns' layout needs a hand edit first",
        help: "Put each column on a line of its own, move declarations out, pass the content as a trailing closure; then run again.")
    static let contentPassedIn = DiagnosticReason(
        "content-passed-in", .refusal, label: "its content is passed in, so its views (and so stack or columns) are not known",
        help: "Write NavigationStack(root: content) or NavigationSplitView by hand for what the content holds, or pass a closure literal and run again.")
    static let linkInRow = DiagnosticReason(
        "link-in-row", .refusal, label: "a NavigationLink(isActive:) in a List or ForEach row",
        help: "Use NavigationLink(value:) with .navigationDestination(for:).")
    static let linkSharedFlag = DiagnosticReason(
        "link-shared-flag", .refusal, label: "its isActive: flag also drives another link or a presentation",
        help: "Give each link a Bool of its own, or move to NavigationLink(value:) with a path.")
    static let linkFlagNotProperty = DiagnosticReason(
        "link-flag-not-property", .refusal, label: "its isActive: is not a $property of the view", help: "Convert it by hand.")
    static let linkDestinationScope = DiagnosticReason(
        "link-destination-scope", .refusal, label: "its destination uses a local name not in scope at the stack's root", help: "Convert it by hand.")
    static let linkStackElsewhere = DiagnosticReason(
        "link-stack-elsewhere", .refusal, label: "its stack is in another view", help: "Move the link's destination there by hand.")
    static let linkInSplitColumn = DiagnosticReason(
        "link-in-split-column", .refusal, label: "it is in a NavigationSplitView column (the selection drives the detail)",
        help: "Use List(selection:) and show the detail from it.")
    static let linkContainerStays = DiagnosticReason(
        "link-container-stays", .refusal, label: "its NavigationView stays (see that warning)", help: "See the warning at the NavigationView.")
    static let linkNoDestinationPlace = DiagnosticReason(
        "link-no-destination-place", .refusal, label: "its stack has no place for .navigationDestination(isPresented:)",
        help: "Attach .navigationDestination(isPresented:) to the stack's content by hand.")
    static let linkForm = DiagnosticReason(
        "link-form", .refusal, label: "a NavigationLink form the tool does not rewrite", help: "Convert it by hand.")
    static let tagSelectionLink = DiagnosticReason(
        "tag-selection-link", .refusal, label: "NavigationLink(tag:selection:) is deprecated; value-based navigation replaces it by hand",
        help: "In a NavigationSplitView's sidebar: List(selection: $selection) with NavigationLink(value: tag) rows, and a detail column that shows the destination for the selection (switch on it). In a NavigationStack: NavigationLink(value: tag) with .navigationDestination(for:) on the stack's content; a path binding replaces the selection.")
    static let titleDisplayModeTwice = DiagnosticReason(
        "title-display-mode-twice", .caution, label: "the modifier chain sets two different title display modes", help: "Remove one of them.")
    static let navigationNestedInColumn = DiagnosticReason(
        "nested-in-column", .refusal, label: "a NavigationView sits in a column of another",
        help: "Make the inner one the last column, with two views, each on lines of its own and nothing chained to it, so both become one 3-column NavigationSplitView; or merge them by hand.")
    static let navigationControllerHook = DiagnosticReason(
        "controller-hook", .refusal, label: "a UIKit controller hook configures the container",
        help: "Migrate the container and the hook together by hand (SwiftUI-Introspect: .introspect(.navigationStack / .navigationSplitView, on: ...), or SwiftUI's own modifiers).")
    static let navigationControllerHookOnStack = DiagnosticReason(
        "controller-hook-on-stack", .caution, label: "a navigation controller hook now configures a NavigationStack",
        help: "NavigationStack is built on a UINavigationController too, which it sets up itself; check that what the hook sets still shows.")
    static let navigationDeadFallback = DiagnosticReason(
        "dead-fallback", .information, label: "a NavigationView in a fallback that never runs",
        help: "The branch never runs at the deployment target; remove it (and the availability check).")
}

extension NavigationStackTransform {
    public static let reasons: [DiagnosticReason] = [
        .singleViewColumns, .stylePerPlatform, .nestedStack, .tooManyViews, .viewsUnderIf, .stackStyleExtraViews, .unknownStyle,
        .spelledOutType, .columnLayout, .contentPassedIn, .linkInRow, .linkSharedFlag, .linkFlagNotProperty, .linkDestinationScope, .linkStackElsewhere,
        .linkInSplitColumn, .linkContainerStays, .linkNoDestinationPlace, .linkForm, .tagSelectionLink, .titleDisplayModeTwice,
        .navigationNestedInColumn, .navigationControllerHook, .navigationControllerHookOnStack, .navigationDeadFallback,
    ]
}
