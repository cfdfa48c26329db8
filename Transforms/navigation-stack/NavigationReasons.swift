import MigrationKit

/// The kinds of diagnostic `navigation-stack` raises through `TransformResult.raise` (its other
/// diagnostics are still message-only).
extension DiagnosticReason {
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
