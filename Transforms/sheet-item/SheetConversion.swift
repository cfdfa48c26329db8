import MigrationKit
import SwiftCST

/// Decides one presentation modifier: finds the optional selection its content depends on,
/// checks that `sheet(item:)` would show the sheet exactly when it shows today, and builds
/// the edits, or the reasons it cannot.
struct SheetConversion {
    let modifier: PresentationModifier
    let scope: ViewScope
    let names: FileNames
    let context: TransformContext

    /// The selection the content depends on, how the content and its helpers unwrap it.
    private struct Dependency {
        let selection: StateProperty
        let unwraps: SelectionUnwraps
        let helpers: [ContentHelper]
    }

    func decide() -> SheetDecision {
        let flagName = modifier.flagName
        let binding = flagName == nil ? modifier.presented.expression.flatMap { BindingSelection.binding(in: $0, scope: scope) } : nil
        let bindingSelection = binding.flatMap(BindingSelection.selection(of:))
        let flag = flagName.flatMap(scope.stateProperty(named:))
        let content = modifier.content.node
        // Built only when a decision needs them: most modifiers depend on no optional at all.
        lazy var flagUses = flag.map { FlagUses(flag: $0.name, modifier: modifier, scope: scope, names: names) }
        lazy var candidates = ContentHelper.candidates(in: content, scope: scope, names: names)

        let dependencies = scope.stateProperties.filter(\.isOptional).compactMap { property -> Dependency? in
            let unwraps = SelectionUnwraps(region: content, property: property.name, names: names)
            let helpers = ContentHelper.helpers(among: candidates, property: property.name, names: names)
            let unwrapped = unwraps.unwraps || helpers.contains { $0.unwraps.unwraps }
            let referenced = unwraps.mentions > 0 || !helpers.isEmpty
            guard property.name == bindingSelection
                    || (referenced && (unwrapped || flagUses?.setsTrue.contains { SheetConversion.assigns(property.name, in: $0.block) } == true))
            else { return nil }
            return Dependency(selection: property, unwraps: unwraps, helpers: helpers)
        }
        guard let dependency = dependencies.first else { return .leave }
        // Written only for a refusal: most decisions convert.
        lazy var shown: String = {
            let written = modifier.presentedText
            return flagName.map { "$" + $0 } ?? (bindingSelection != nil ? "Binding(get:set:)" : written.count <= 40 && !written.contains("\n") ? written : "…")
        }()
        lazy var headline = "\(modifier.name)(isPresented: \(shown)) not converted to \(modifier.name)(item: $\(dependency.selection.name))"
        if dependencies.count > 1 {
            let list = dependencies.map { "`\($0.selection.name)`" }.joined(separator: ", ")
            return .refuse(headline: "\(modifier.name)(isPresented: \(shown)) not converted to \(modifier.name)(item:)",
                           blockers: [Blocker(.sharedPresentation, "the content depends on several optional values (\(list))")])
        }
        if flagName == nil && bindingSelection == nil {
            let selection = dependency.selection.name
            return .refuse(headline: headline, blockers: [Blocker(.customBinding, binding != nil
                ? "`isPresented:` is a `Binding(get:set:)` that does more than test `\(selection) != nil` and clear `\(selection)`"
                : "`isPresented:` is neither a `$flag` of this view nor a `Binding(get:set:)` over `\(selection)`")])
        }
        if let flagName = flagName, flag == nil {
            return .refuse(headline: headline, blockers: [Blocker(.flagNotPlain, "`\(flagName)` is not a `@State` property of this view")])
        }

        let plan = ConversionPlan(modifier: modifier, selection: dependency.selection, unwraps: dependency.unwraps,
                                  helpers: dependency.helpers, flag: flag, flagUses: flagUses, scope: scope, names: names, context: context)
        let blockers = plan.blockers()
        guard blockers.isEmpty else { return .refuse(headline: headline, blockers: blockers) }
        guard let edits = plan.edits().flatMap(mergedEdits) else {
            return .refuse(headline: headline, blockers: [Blocker(.commentWouldBeLost, "the rewrite would lose a comment or overlap itself")])
        }
        return .convert(edits)
    }

    /// True when `block` holds `name = value` (or `self.name = value`) with a non-nil value.
    static func assigns(_ name: String, in block: Node) -> Bool {
        block.children.contains { statement in
            guard let (target, value) = statement.assignmentOperands, value.text != "nil" else { return false }
            return target.ownPropertyName == name
        }
    }
}
