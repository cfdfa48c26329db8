import MigrationKit
import SwiftCST

/// Phase 1 of `navigation-stack` for one file: the types its links push, the types each of its
/// views shows in place, its `isActive:` links, and whether it compiles code for macOS.
enum NavigationCollector {
    static func collect(_ file: SourceFile) -> NavigationFacts {
        var facts = NavigationFacts()
        let tree = file.tree
        let identifiers = tree.nodes(ofKind: .identifierExpr)
        // Links, destinations and containers are all named so: most files have none.
        if FileContents(path: file.path, bytes: tree.bytes).contains(anyOf: ["Navigation", "navigationDestination"]) {
            collectPushes(file, identifiers: identifiers, into: &facts)
        }
        collectShownTypes(tree, identifiers: identifiers, into: &facts)
        if FileContents(path: file.path, bytes: tree.bytes).contains(anyOf: [ControllerHook.spelling]) {
            facts.controllerHooks = ControllerHook.holders(in: tree, path: file.path)
        }
        facts.declaresNavigationBarTitle = tree.nodes(ofKind: .functionDecl).contains { node in
            guard let function = FunctionDeclSyntax(node), function.introducer == .func, let keyword = function.introducerToken else { return false }
            return keyword + 1 < node.tokenRange.upperBound && tree.tokenIs(keyword + 1, "navigationBarTitle")
        }
        for clause in tree.nodes(ofKind: .ifConfigClause) {
            guard let condition = PlatformCondition.condition(of: clause), PlatformCondition.mentionsMacOS(condition) else { continue }
            facts.macOSCondition = Site(file.path, condition)
            break
        }
        return facts
    }

    /// Records the view types each type shows in place (of the file's `identifiers`), gathered
    /// per run of identifiers of one type (consecutive in source order) before they go into the facts.
    private static func collectShownTypes(_ tree: SyntaxTree, identifiers: NodesOfKind, into facts: inout NavigationFacts) {
        var context = ViewContextMemo(tree)
        var owners = OwnerTypeNames()
        var current: (type: String, names: Set<String>)?
        for identifier in identifiers {
            guard let nameToken = constructedTypeToken(identifier), context.isShownInPlace(identifier), context.isInViewMember(identifier),
                  let type = owners.name(of: identifier) else { continue }
            let name = tree.text(nameToken)
            if current?.type != type {
                if let (type, names) = current { facts.addShownTypes(names, by: type) }
                // Room for a view's usual handful of names, without growing the set step by step.
                current = (type, Set(minimumCapacity: 8))
            }
            current?.names.insert(name)
        }
        if let (type, names) = current { facts.addShownTypes(names, by: type) }
    }

    /// Records the types pushed by links and `.navigationDestination`s or shown inside
    /// navigation containers (found among the file's `identifiers`), and the `isActive:` links.
    private static func collectPushes(_ file: SourceFile, identifiers: NodesOfKind, into facts: inout NavigationFacts) {
        let tree = file.tree
        func site(_ offset: Int) -> Site { .init(path: file.path, location: tree.location(of: offset)) }
        let calls = NavigationCalls(tree)

        for link in calls.links {
            let at = site(Int(tree.tokens[link.nameToken].start))
            if let destination = link.destination { addSeeds(in: destination, among: identifiers, .link, at, to: &facts) }
            if let binding = link.isActive?.expression, let type = ownerTypeName(of: link.call.node) {
                facts.activeLinks[NavigationFacts.activeLinkKey(type: type, binding: binding.compactText), default: []].append(at)
            }
        }
        for call in calls.destinations {
            guard call.isMemberCall, let destination = call.trailingClosure?.node ?? call.argument(labeled: "destination")?.expression else { continue }
            addSeeds(in: destination, among: identifiers, .destination, site(call.node.range.lowerBound), to: &facts)
        }
        for container in stackContents(calls) where !container.content.isInPreview {
            let at = site(container.content.range.lowerBound)
            addSeeds(in: container.content, among: identifiers, .container(name: container.name, nameSite: site(container.nameOffset)), at, to: &facts)
        }
    }

    /// Records the types `content` shows in place as nested (held by `holder`: a link, a
    /// destination or a navigation container), reading the file's `identifiers` inside it.
    private static func addSeeds(in content: Node, among identifiers: NodesOfKind, _ holder: NavigationFacts.Nesting.Holder, _ site: Site,
                                 to facts: inout NavigationFacts) {
        let tokens = content.raw.firstToken..<content.raw.endToken
        // Inside `content` (or `content` itself): ranges nest, and identifiers have tokens. The
        // identifiers ascend by first token: those starting inside `content` are one run.
        for identifier in identifiers[identifiers.firstPosition(startingAtOrAfter: tokens.lowerBound)...] {
            let raw = identifier.raw
            guard raw.firstToken < tokens.upperBound else { break }
            guard raw.endToken <= tokens.upperBound else { continue }
            guard let name = constructedTypeName(identifier), facts.nestingSeeds[name].map({ site < $0.site }) ?? true,
                  identifier.isShownInPlace(within: content) else { continue }
            facts.nestingSeeds[name] = .init(holder: holder, site: site, outerType: name)
        }
    }

    /// The content closures of `NavigationStack`s and of one-view `NavigationView`s (the
    /// containers that are, or may become, stacks), with the container's name and offset.
    private static func stackContents(_ calls: NavigationCalls) -> [(name: String, nameOffset: Int, content: Node)] {
        var result: [(String, Int, Node)] = []
        for view in calls.views where ColumnLayout(view.content).viewCount <= 1 {
            result.append(("NavigationView", view.offset, view.content.node))
        }
        for call in calls.stacks {
            guard call.calledElement?.kind == .identifierExpr,
                  let content = call.trailingClosure?.node ?? call.argument(labeled: "root")?.expression,
                  let element = call.calledElement else { continue }
            result.append(("NavigationStack", element.range.lowerBound, content))
        }
        return result
    }

    /// `Name` for an identifier that starts a construction `Name(...)` or `Name { }`.
    private static func constructedTypeName(_ identifier: Node) -> String? {
        constructedTypeToken(identifier).map(identifier.tree.text)
    }

    /// The token of `constructedTypeName` (read from the raw nodes: this runs for every identifier).
    private static func constructedTypeToken(_ identifier: Node) -> Int? {
        let nodes = identifier.tree.nodes
        let raw = nodes[Int(identifier.index)]
        guard raw.parent >= 0, nodes[Int(raw.parent)].kind == .postfixExpr, raw.previousSibling < 0,
              raw.nextSibling >= 0, nodes[Int(raw.nextSibling)].kind == .callSuffix,
              let token = identifier.identifierNameToken, identifier.tree.tokenTextFirstIsUppercase(token) else { return nil }
        return token
    }
}

extension NodesOfKind {
    /// The position of the first node whose first token is `token` or after it: a binary search
    /// (the nodes are in source order, so they ascend by first token).
    fileprivate func firstPosition(startingAtOrAfter token: Int32) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if self[middle].raw.firstToken < token { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
