import MigrationKit
import SwiftCST

/// Phase 1 of `navigation-stack` for one file: the types its links push, the types each of its
/// views shows in place, its `isActive:` links, and whether it compiles code for macOS.
enum NavigationCollector {
    static func collect(_ file: SourceFile) -> NavigationFacts {
        var facts = NavigationFacts()
        let tree = file.tree
        func site(_ offset: Int) -> NavigationFacts.Site { .init(path: file.path, location: tree.location(of: offset)) }

        for link in NavigationLinkCall.all(in: tree) {
            let at = site(Int(tree.tokens[link.nameToken].start))
            if let destination = link.destination { addDestination(destination, link: at, to: &facts) }
            if let binding = link.isActive?.expression, let type = link.call.node.enclosingTypeName {
                facts.activeLinks[NavigationFacts.activeLinkKey(type: type, binding: binding.compactText), default: []].append(at)
            }
        }
        for node in tree.nodes(ofKind: .callSuffix) {
            guard let call = CallSyntax(node), call.calledName == "navigationDestination", call.isMemberCall,
                  let destination = call.trailingClosure?.node ?? call.argument(labeled: "destination")?.expression else { continue }
            addDestination(destination, link: site(node.range.lowerBound), to: &facts)
        }
        for identifier in tree.nodes(ofKind: .identifierExpr) {
            guard let name = constructedTypeName(identifier), let type = identifier.enclosingTypeName,
                  identifier.enclosingCallSlots.allSatisfy({ $0.slot.isShownInPlace }), identifier.isInViewMember else { continue }
            facts.shownTypes[type, default: []].insert(name)
        }
        facts.declaresNavigationBarTitle = tree.nodes(ofKind: .functionDecl).contains { FunctionDeclSyntax($0)?.name == "navigationBarTitle" }
        for clause in tree.nodes(ofKind: .ifConfigClause) {
            guard facts.macOSCondition == nil, let condition = PlatformCondition.condition(of: clause),
                  PlatformCondition.mentionsMacOS(condition) else { continue }
            facts.macOSCondition = site(condition.range.lowerBound)
        }
        return facts
    }

    /// Records the types a destination shows as pushed by the link at `link`.
    private static func addDestination(_ destination: Node, link: NavigationFacts.Site, to facts: inout NavigationFacts) {
        for identifier in destination.descendantsAndSelf where identifier.kind == .identifierExpr {
            guard let name = constructedTypeName(identifier) else { continue }
            let slots = identifier.enclosingCallSlots.prefix { destination.contains($0.child) && $0.child != destination }
            guard slots.allSatisfy({ $0.slot.isShownInPlace }) else { continue }
            if facts.destinationTypes[name].map({ link < $0 }) ?? true { facts.destinationTypes[name] = link }
        }
    }

    /// `Name` for an identifier that starts a construction `Name(...)` or `Name { }`.
    static func constructedTypeName(_ identifier: Node) -> String? {
        guard let name = identifier.identifierName, name.first?.isUppercase == true,
              identifier.parent?.kind == .postfixExpr, identifier.previousSibling == nil,
              identifier.nextSibling?.kind == .callSuffix else { return nil }
        return name
    }
}
