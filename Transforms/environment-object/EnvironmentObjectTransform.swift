import MigrationKit
import SwiftCST

/// `environment-object`: `@EnvironmentObject var s: S` becomes `@Environment(S.self) var s`,
/// and `.environmentObject(x)` becomes `.environment(x)` where `x`'s type is known to be
/// `@Observable` after this run, all or nothing per type across the project.
public struct EnvironmentObjectTransform: ViewWrapperTransform {
    public static let id = "environment-object"
    public static let summary = "@EnvironmentObject becomes @Environment(Type.self); .environmentObject becomes .environment"
    public static let documentation = [
        """
        @EnvironmentObject of a type that is @Observable after this run becomes @Environment(Type.self),
        and the objects are injected with .environment(_:) instead of .environmentObject(_:).

          @EnvironmentObject private var settings: Settings   →   @Environment(Settings.self) private var settings
          .environmentObject(settings)                        →   .environment(settings)

        Bindings: @Environment has no projected value, so where the view uses `$settings.name`, the
        body, function or computed property holding it starts with `@Bindable var settings = settings`;
        `$settings.name` itself stays. In a result builder a declaration may precede the content; a
        builder is a declaration marked @ViewBuilder (or another @…Builder), or a witness of a
        requirement that is one in the type or extension declaring the conformance (where Swift
        infers it): `var body` of a View, App, Scene, Commands or ToolbarContent,
        `func body(content:)` of a ViewModifier. Elsewhere (`func body(for row: Int) -> some View`,
        a `body` in an extension that does not declare the conformance) a single expression
        returned implicitly gets an explicit `return`.

        Injection sites (modifiers in views, previews and the App/Scene root alike) convert only
        where the static type of the value is known to be @Observable after this run: `Type(…)`,
        `Type.shared` (or any static property with a written type), a parameter, local, top-level
        variable or property declared with the type or initialised with `Type(…)` or another such
        value (so @State/@StateObject properties too), `if let`/`guard let` unwrapping one, a payload
        of a project enum's case matched by `case .x(let value)`, a closure capture, and member and
        array or dictionary subscript chains over those (`stores[id]!`).
        Other sites are left alone with a warning.

        All or nothing: an object injected with .environmentObject but read with @Environment is
        missing at run time and crashes the app. So when any injection site cannot be converted (its
        type is unknown, or a suppression comment keeps it), none of the @EnvironmentObject
        properties of the types it may inject is converted, and their warnings name the blocking site
        (path:line:col). Such types stay ObservableObjects, so that the code still compiles.

        Refused as for the other wrappers: a type that is not @Observable after this run (with the
        reason), `$settings` used on its own, `$settings.x` where no declaration can go (a stored
        property's initial value, a function returning a single `if`/`switch` expression implicitly).
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                final class Settings: ObservableObject {
                    @Published var isDark = false
                }

                struct SettingsView: View {
                    @EnvironmentObject private var settings: Settings

                    var body: some View {
                        Toggle("Dark", isOn: $settings.isDark)
                    }
                }

                struct RootView: View {
                    @StateObject private var settings = Settings()

                    var body: some View {
                        SettingsView()
                            .environmentObject(settings)
                    }
                }

                """,
            after: """
                import SwiftUI

                @Observable final class Settings {
                    var isDark = false
                }

                struct SettingsView: View {
                    @Environment(Settings.self) private var settings

                    var body: some View {
                        @Bindable var settings = settings
                        Toggle("Dark", isOn: $settings.isDark)
                    }
                }

                struct RootView: View {
                    @State private var settings = Settings()

                    var body: some View {
                        SettingsView()
                            .environment(settings)
                    }
                }

                """),
    ]
    public static let group: TransformGroup? = .observation
    public static let availability = Availability.observation
    public static let reasons: [DiagnosticReason] = ViewWrapperKind.sharedReasons + [.injectionBlocked, .bindablePlacement, .injectionOfUnknownType]

    static let kind = ViewWrapperKind.environmentObject

    public init() {}

    public func resolve(_ index: inout ProjectIndex, options: MigrationOptions) {
        for (type, held) in InjectionBlocking.heldBackSites(facts: index[ViewWrapperFacts.self], index: index, options: options).sorted(by: { $0.key < $1.key }) {
            WrapperChecks.veto(type, reason: held.reason, at: held.site, index: &index)
        }
        var facts = index[ViewWrapperFacts.self]
        facts.blockingSites = InjectionBlocking.blockingSites(facts: facts, index: index, options: options)
        index[ViewWrapperFacts.self] = facts
        // Records decided against the final index while vetoing are not decided again.
        let settled = applyVetoes(&index, options: options)
        facts = index[ViewWrapperFacts.self]
        let records = facts.positions(of: .environmentObject)
        let converts = records.concurrentMap(threads: options.threads) { position -> Bool in
            if let converts = settled[position] { return converts }
            guard case .convert = decide(facts.wrappers[position], index: index, options: options) else { return false }
            return true
        }
        for (position, converts) in zip(records, converts) where converts {
            // Two fields read in place: copying a whole record costs more, on one thread.
            let owner = facts.wrappers[position].ownerType, property = facts.wrappers[position].property
            facts.convertedEnvironmentProperties[owner, default: []].insert(property)
        }
        index[ViewWrapperFacts.self] = facts
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let tree = file.tree
        rewriteProperties(file, context: context, into: &result) { property, _, result in
            guard let nameToken = property.attributeNameToken, let annotation = property.binding.node.child(.typeAnnotation),
                  let type = property.binding.typeAnnotation, let pattern = property.binding.node.child(.pattern) else { return }
            result.edits.append(TextEdit(range: tree.textRange(nameToken), replacement: "Environment(\(type.node.text).self)"))
            // `var s: S` → `var s`, keeping a comment between the name and the type.
            let gap = pattern.range.upperBound..<annotation.range.lowerBound
            let hasComment = (pattern.lastToken.map { tree.trailingTrivia($0) } ?? []).contains { $0.kind.isComment }
                || tree.string(gap).contains("/")
            result.edits.append(.delete(hasComment ? annotation.range : pattern.range.upperBound..<annotation.range.upperBound))
        }
        result.edits += bindableDeclarations(file, context.index[ViewWrapperFacts.self])
        convertInjections(file, context: context, into: &result)
        return result
    }

    /// `.environmentObject(x)` → `.environment(x)` where `x`'s static type is `@Observable` after
    /// this run; a warning at the others.
    private func convertInjections(_ file: SourceFile, context: TransformContext, into result: inout TransformResult) {
        let tree = file.tree
        let resolver = StaticTypeResolver(context.index)
        for call in InjectionCall.all(in: file) where !call.site.isSuppressed {
            switch resolver.identity(of: call.site.query) {
            case .success(let type):
                if case .notObservable(let why) = TypeObservability.of(type, index: context.index, options: context.options) {
                    result.raise(why.saying("`\(oneLineQuote(call.site.text))` left as it is: \(why.text)"), at: Int(tree.tokens[call.nameToken].start))
                } else {
                    result.edits.append(TextEdit(range: tree.textRange(call.nameToken), replacement: "environment"))
                }
            case .failure(let unknown):
                result.raise(.injectionOfUnknownType, at: Int(tree.tokens[call.nameToken].start),
                             "`\(oneLineQuote(call.site.text))` left as it is: the static type of its value is unknown (\(unknown.why))")
            }
        }
    }

    /// `@Bindable var s = s` at the top of each body, function or computed property of this file
    /// that uses `$s.prop` of a converted `@EnvironmentObject var s`.
    private func bindableDeclarations(_ file: SourceFile, _ facts: ViewWrapperFacts) -> [TextEdit] {
        guard !facts.convertedEnvironmentProperties.isEmpty else { return [] }
        let tree = file.tree
        var edits: [TextEdit] = []
        var done = Set<String>()
        var owners = OwnerTypeNames(qualified: true)
        for index in tree.nodeIndexes(ofKind: .identifierExpr) {
            // Only a `$name` token starts a projection: the others are passed over without a call.
            let raw = tree.nodes[Int(index)]
            guard raw.firstToken < raw.endToken, tree.tokens[Int(raw.firstToken)].kind == .dollarIdentifier else { continue }
            let node = Node(tree: tree, index: index)
            guard let (name, isMemberAccess) = node.projection, isMemberAccess, let owner = owners.name(of: node),
                  facts.convertedEnvironmentProperties[owner]?.contains(name) == true else { continue }
            let container = BindableContainer.of(node)
            guard case .block(let block, _) = container, done.insert("\(block.index) \(name)").inserted else { continue }
            edits += container.edits(declaring: name, in: tree)
        }
        return edits
    }

    func decide(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions) -> WrapperDecision<Void> {
        if let refusal = sharedRefusal(record, index: index, options: options) { return .refuse(refusal) }
        let facts = index[ViewWrapperFacts.self]
        if !facts.blockingSites.isEmpty,
           let (type, site) = record.possibleTypes(in: index).lazy.compactMap({ type in facts.blockingSites[type].map { (type, $0) } }).first {
            let name = index.types.displayName(of: type)
            return .refuse(WrapperRefusal(
                warning: Refusal(.injectionBlocked, "\(record.declared) left as it is: an `.environmentObject` that stays may inject `\(name)`, which `@Environment(\(name).self)` cannot read",
                                 at: [site.place], note: site.why),
                vetoReason: "an `.environmentObject` that stays may inject it (see the warning there)"))
        }
        if let unplaceable = facts.uses.use(of: record.property, in: record.ownerType).unplaceableProjection {
            return .refuse(.vetoing(record, Refusal(.bindablePlacement, "`$\(record.property)` needs `@Bindable var \(record.property) = \(record.property)` before it, but \(unplaceable.why)",
                                                    at: [unplaceable.place], note: "`$\(record.property)` used here")))
        }
        if let refusal = WrapperChecks.viewSideRefusal(record, index: index, options: options) { return .refuse(refusal) }
        return .convert(())
    }
}
