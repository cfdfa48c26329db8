import MigrationKit
import SwiftCST

/// Where a `NavigationLink` sits: the navigation stack whose content holds it (found by walking
/// out through the view's closures), and the names declared on the way, which are not in scope
/// at the stack's root.
struct LinkPlacement {
    /// The content closure of the `NavigationStack` (or of the `NavigationView` becoming one).
    let stackContent: ClosureSyntax
    /// Names declared between the stack's content and the link: closure parameters, `if let`
    /// bindings, local constants.
    let localNames: Set<String>

    /// The navigation containers of a file, as this run leaves them.
    struct Containers {
        /// Content closures of `NavigationView`s becoming `NavigationStack`s.
        var becomingStacks: Set<Node> = []
        /// Content closures of `NavigationView`s not becoming stacks, with why.
        var notStacks: [Node: NavigationRefusal] = [:]
        /// `tag:selection:` link calls rewritten as rows of a split view's sidebar (`SidebarSelectionRewrite`).
        var sidebarLinks: Set<Node> = []
    }

    /// Why a link in a split view's column is left (the same before and after its
    /// `NavigationView` becomes a `NavigationSplitView`, so the warning stays one).
    static let splitColumn = NavigationRefusal(.linkInSplitColumn, "it sits in a NavigationSplitView column, where the column's selection drives the detail")

    /// Containers whose rows make a `Button` look different from the link it replaces.
    private static let rowContainers: Set<String> = ["List", "Form", "ForEach", "OutlineGroup", "Table"]

    static func find(_ link: Node, in containers: Containers) -> Result<LinkPlacement, NavigationRefusal> {
        var names = Set<String>()
        var node = link
        while let parent = node.parent, !parent.isDeclarationBoundary {
            if parent.kind == .ifConfigClause {
                return .failure(NavigationRefusal(.linkNoDestinationPlace, "it sits inside an #if block, and .navigationDestination on the stack's root would be compiled without it"))
            }
            if parent.kind == .ifExpr || parent.kind == .guardStmt || parent.kind == .switchCase {
                names.formUnion(boundNames(in: parent, before: node))
            }
            if node.kind == .closureExpr || node.kind == .codeBlock {
                names.formUnion(localNames(in: node))
            }
            if let slot = CallSlot(node) {
                let name = slot.calledName ?? ""
                switch name {
                case "NavigationView" where slot.value.kind == .closureExpr:
                    if containers.becomingStacks.contains(slot.value), let content = ClosureSyntax(slot.value) {
                        return .success(LinkPlacement(stackContent: content, localNames: names))
                    }
                    return .failure(containers.notStacks[slot.value] ?? NavigationRefusal(.linkContainerStays, "its NavigationView is not migrated"))
                case "NavigationStack" where slot.value.kind == .closureExpr && (slot.label == nil || slot.label == "root"):
                    return .success(LinkPlacement(stackContent: ClosureSyntax(slot.value)!, localNames: names))
                case "NavigationSplitView":
                    return .failure(splitColumn)
                case _ where rowContainers.contains(name):
                    return .failure(NavigationRefusal(.linkInRow, "it sits in a \(name) row, where a Button would lose the row's link look and one Bool would serve every row"))
                case _ where !slot.isShownInPlace:
                    let what = NavigationLinkCall(slot.call).map { _ in "another NavigationLink's destination" } ?? ".\(name) content or action"
                    return .failure(NavigationRefusal(.linkNoDestinationPlace, "it sits inside \(what), not in a stack's own content"))
                default:
                    break
                }
            }
            node = parent
        }
        return .failure(NavigationRefusal(.linkStackElsewhere, "no NavigationView or NavigationStack encloses it in this view (its container is elsewhere) to carry .navigationDestination"))
    }

    /// Closure parameters (or `$0`... when it has none) and local constants declared directly in a closure or block.
    private static func localNames(in block: Node) -> Set<String> {
        var names = Set<String>()
        if let closure = ClosureSyntax(block) {
            names.formUnion(closure.parameterNames)
            if closure.signature == nil { names.formUnion((0..<10).map { "$\($0)" }) }
        }
        for statement in block.children where statement.kind == .variableDecl {
            names.formUnion(VariableDeclSyntax(statement)?.bindings.compactMap(\.name) ?? [])
        }
        return names
    }

    /// Names bound by `if let x`, `case .a(let y)` and the like in `statement`'s conditions or case labels.
    private static func boundNames(in statement: Node, before body: Node) -> Set<String> {
        var names = Set<String>()
        for child in statement.children where child != body && child.kind != .codeBlock {
            for node in child.descendantsAndSelf {
                if node.kind == .optionalBinding, let name = node.child(.pattern)?.compactText { names.insert(name) }
                if node.kind == .patternExpr, let identifier = node.child(.identifierExpr)?.identifierName { names.insert(identifier) }
            }
        }
        return names
    }
}
