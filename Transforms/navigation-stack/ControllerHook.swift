import MigrationKit
import SwiftCST

/// A call that reaches into the UIKit controller SwiftUI builds for a navigation container and
/// configures it: SwiftUI-Introspect's `introspectNavigationController { }`,
/// `introspectSplitViewController { }` and `.introspect(.navigationView(style:) / .navigationStack
/// / .navigationSplitView, on: ...)`.
///
/// A `NavigationStack` is built on a `UINavigationController` as a stack `NavigationView` is, so a
/// navigation-controller hook still finds one: the container is rewritten, with a warning that
/// names the hook (what it sets may now meet the stack's own settings). A `NavigationSplitView`
/// builds a column-style `UISplitViewController`, whose display modes, column widths and column
/// navigation controllers differ from those of a columns `NavigationView`: what the hook sets
/// cannot be carried over by the tool, so such a container is left with a warning.
struct ControllerHook: Sendable {
    /// The UIKit controller a hook configures.
    enum Controller: Sendable { case navigation, splitView }

    /// How the hook is spelled, for messages: `introspectSplitViewController`, `.introspect(.navigationStack)`.
    let name: String
    let controller: Controller
    /// Where the hook is called.
    let site: Site

    /// The hook `node` (an identifier or a member name) calls, if it is one; `path` names its file.
    static func at(_ node: Node, path: String) -> ControllerHook? {
        guard let name = node.identifierName else { return nil }
        if let controller = namedHooks[name] { return ControllerHook(name: name, controller: controller, site: Site(path, node)) }
        // `.introspect(.navigationView(style: .columns), on: ...)`: the first argument names the kind.
        guard name == "introspect", let last = node.lastToken else { return nil }
        let tree = node.tree
        guard last + 3 < tree.tokens.count, tree.tokenIs(last + 1, "("), tree.tokenIs(last + 2, ".") else { return nil }
        let kind = tree.text(last + 3)
        let controller: Controller
        switch kind {
        case "navigationStack": controller = .navigation
        case "navigationSplitView": controller = .splitView
        case "navigationView":
            // `style: .stack` configures a navigation controller; `.columns` a split view controller.
            let style = (last + 4..<min(last + 10, tree.tokens.count)).first { tree.tokenIs($0, "stack") || tree.tokenIs($0, "columns") }
            controller = style.map { tree.tokenIs($0, "stack") } == true ? .navigation : .splitView
        default:
            return nil
        }
        return ControllerHook(name: ".introspect(.\(kind))", controller: controller, site: Site(path, node))
    }

    private static let namedHooks: [String: Controller] = [
        "introspectNavigationController": .navigation, "introspectSplitViewController": .splitView,
    ]

    /// Bytes every file holding a hook contains.
    static let spelling = "introspect"

    /// The first hook of the file `tree` at `path` in each thing that holds one: a type that calls one in its
    /// members (`PadIntrospectModifier`), or a function of an extension (`func clearBar() -> some
    /// View`), so that a container using that type or function is seen to use the hook.
    static func holders(in tree: SyntaxTree, path: String) -> [String: [ControllerHook]] {
        var result: [String: [ControllerHook]] = [:]
        for kind in [SyntaxKind.identifierExpr, .memberSuffix] {
            for node in tree.nodes(ofKind: kind) {
                guard let hook = at(node, path: path), let typeNode = node.ancestor(.typeDecl), let type = TypeDeclSyntax(typeNode) else { continue }
                let holder = type.isExtension ? node.enclosingMember?.name : type.name
                if let holder = holder, result[holder] == nil { result[holder] = [hook] }
            }
        }
        return result
    }

    /// A hook a container uses, and the note that points at it.
    struct Use {
        let hook: ControllerHook
        let note: DiagnosticNote
    }

    /// The first hook the container `view` uses (a split view controller's first: it is the one
    /// that blocks the rewrite): called in its content or modifiers, or through a type or
    /// function of the project that calls one (`holders`, project-wide).
    private static func used(by view: NavigationViewCall, holders: [String: [ControllerHook]], path: String) -> Use? {
        let scope = view.chain?.node ?? view.call.node
        var found: [Use] = []
        for kind in [SyntaxKind.identifierExpr, .memberSuffix] {
            for node in scope.descendants(kind) {
                if let hook = at(node, path: path) {
                    found.append(Use(hook: hook, note: .at(node, "\(hook.name) configures the controller here")))
                } else if let name = node.identifierName, let held = holders[name], let hook = held.first(where: { $0.site.path == path }) ?? held.first {
                    let text = "\(hook.name) configures the controller here, in \(name)"
                    found.append(Use(hook: hook, note: .at(hook.site, DiagnosticText.isOneShortLine(text) ? text : "\(hook.name) configures the controller here")))
                }
            }
        }
        return found.first { $0.hook.controller == .splitView } ?? found.first
    }

    /// What the hooks `view` uses (in the file at `path`) say of `decision`, to raise: a refusal
    /// when it would rewrite the container under a hook whose controller changes, a caution when
    /// it becomes a `NavigationStack` under a navigation controller's hook; nil without a hook.
    static func check(_ decision: ContainerDecision, for view: NavigationViewCall, holders: [String: [ControllerHook]],
                      path: String) -> (reason: DiagnosticReason, message: String, note: DiagnosticNote)? {
        guard decision.isRewrite, let use = used(by: view, holders: holders, path: path) else { return nil }
        let hook = use.hook.name
        if decision == .stack && use.hook.controller == .navigation {
            return (.navigationControllerHookOnStack, "NavigationView became NavigationStack under \(hook): the hook still gets a UINavigationController, now set up by NavigationStack; check what it sets", use.note)
        }
        let container = decision == .stack ? "NavigationStack" : "NavigationSplitView"
        return (.navigationControllerHook, "NavigationView left as is: \(hook) configures the UIKit controller SwiftUI builds for it, which differs under \(container); migrate both by hand", use.note)
    }
}
