import MigrationKit
import SwiftCST

/// What a `NavigationView` becomes, decided from its views, its style modifiers and the
/// platforms the app runs on.
enum ContainerDecision: Equatable {
    case stack
    /// `NavigationSplitView` with this many columns (1 gets an empty detail column).
    case split(columns: Int)
    /// Left alone; the reason, for the warning.
    case refuse(NavigationRefusal)

    /// Left alone for `reason`, saying `message`.
    static func refuse(_ reason: DiagnosticReason, _ message: String) -> ContainerDecision { .refuse(NavigationRefusal(reason, message)) }

    /// True for a decision to rewrite (not to refuse).
    var isRewrite: Bool {
        if case .refuse = self { return false }
        return true
    }

    /// How a `NavigationView` shows on one platform.
    private enum Behaviour: Equatable { case stack, columns, singleColumnDefault }

    /// Platforms where a single-view `NavigationView` with the default style shows as a stack.
    private static let stackPlatforms: Set<Platform> = [.iphone, .watchos, .tvos]

    /// `ownStyles` are `view.ownStyleModifiers`; `singleColumn` decides a one-view, default-style
    /// container that shows as columns on some platforms and as a stack on others.
    static func decide(_ view: NavigationViewCall, layout: ColumnLayout, ownStyles: [StyleModifier], platforms: PlatformsInUse,
                       singleColumn: SingleColumnNavigation?) -> ContainerDecision {
        if let problem = layout.problem { return .refuse(.viewsUnderIf, "NavigationView left as is: \(problem)") }
        let count = layout.viewCount
        if count > 3 {
            return .refuse(.tooManyViews, "NavigationView left as is: it holds \(count) views, and NavigationSplitView has at most three columns")
        }
        let modifiers = ownStyles + view.inheritedStyleModifiers
        var behaviours: [Platform: Behaviour] = [:]
        for platform in platforms.platforms.sorted() {
            var style = StyleModifier.Style.automatic
            var source: StyleModifier? = nil
            for modifier in modifiers {
                let applies = modifier.clauses.reduce(Truth.yes) { $0 && PlatformCondition.isActive($1, on: platform) }
                if applies == .unknown {
                    let condition = modifier.clauses.compactMap { PlatformCondition.condition(of: $0)?.compactText }.first ?? "#else"
                    return .refuse(.stylePerPlatform, "NavigationView left as is: whether its \(modifier.text) applies on \(PlatformsInUse.displayName(platform)) depends on #if \(condition)")
                }
                if applies == .yes { style = modifier.style; source = modifier; break }
            }
            switch style {
            case .unknown:
                return .refuse(.unknownStyle, "NavigationView left as is: its style \(source?.text ?? "") is not .stack, .columns or .automatic, so whether it shows as a stack or as columns is not known")
            case .stack where count > 1:
                return .refuse(.stackStyleExtraViews, "NavigationView left as is: it holds \(count) views but \(source?.text ?? "") shows only the first, and NavigationStack would show them all")
            case .stack:
                behaviours[platform] = .stack
            case .columns:
                behaviours[platform] = .columns
            case .automatic:
                behaviours[platform] = count > 1 ? .columns : stackPlatforms.contains(platform) ? .stack : .singleColumnDefault
            }
        }
        let undecided = behaviours.filter { $0.value == .singleColumnDefault }.map(\.key)
        if !undecided.isEmpty && !behaviours.values.contains(.stack) {
            // Columns on every platform (macOS or iPad only): a split view keeps that exactly.
            for platform in undecided { behaviours[platform] = .columns }
        } else if !undecided.isEmpty {
            guard let choice = singleColumn else {
                return .refuse(.singleViewColumns, "NavigationView left as is: with one view and the default style it shows as columns on \(PlatformsInUse.list(undecided))"
                    + (behaviours.values.contains(.stack) ? " but as a stack on \(PlatformsInUse.list(behaviours.filter { $0.value == .stack }.map(\.key)))" : "")
                    + "; --navigation-single-column stack|split chooses")
            }
            for platform in undecided { behaviours[platform] = choice == .stack ? .stack : .columns }
        }
        let stacks = behaviours.filter { $0.value == .stack }.map(\.key)
        let columns = behaviours.filter { $0.value == .columns }.map(\.key)
        if !stacks.isEmpty && !columns.isEmpty {
            return .refuse(.stylePerPlatform, "NavigationView left as is: it shows as a stack on \(PlatformsInUse.list(stacks)) but as columns on \(PlatformsInUse.list(columns)) (its style modifiers differ per platform)")
        }
        return columns.isEmpty ? .stack : .split(columns: max(count, 1))
    }
}
