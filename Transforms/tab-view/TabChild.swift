import SwiftCST

/// One tab written the legacy way, a statement of a `TabView`'s content:
/// `Content().modifiers.tabItem { label }.tag(value).badge(count)`, taken apart.
struct TabChild {
    /// The statement: the whole chain.
    let statement: Node
    /// From the chain's start to the end of the content's last modifier: the tab's view.
    let content: Range<Int>
    /// Modifiers written after `.tabItem` that are the view's, not the tab's (`.environmentObject(store)`):
    /// each from its `.` to the end of its call. They go to the end of the content.
    let viewModifiers: [Range<Int>]
    /// The `.tabItem { … }` call.
    let tabItem: CallSyntax
    /// Its closure.
    let label: ClosureSyntax
    /// `x` of `.tag(x)`.
    let tag: Node?
    /// `.badge(…)` calls next to `.tabItem`, each from its `.` to the end of its call: they become the Tab's.
    let badges: [Range<Int>]

    /// Takes `statement` apart, or says why it is not a tab the rewrite knows.
    static func parse(_ statement: Node) -> Result<TabChild, TabShape> {
        guard statement.kind == .postfixExpr, let chain = PostfixChainSyntax(statement) else { return .failure(TabShape(statement)) }
        let links = ChainLink.links(of: chain)
        guard let tabItemIndex = links.firstIndex(where: { $0.name == TabItemCall.name }) else { return .failure(TabShape(statement)) }
        guard links.filter({ $0.name == TabItemCall.name }).count == 1,
              let label = links[tabItemIndex].call.flatMap(labelClosure) else { return .failure(.unusualTabItem) }
        // Before .tabItem: the content, then a run of .tag/.badge calls that are the tab's.
        var contentEnd = tabItemIndex
        while contentEnd > 0, links[contentEnd - 1].isTabModifier { contentEnd -= 1 }
        let before = links[contentEnd..<tabItemIndex]
        let after = links[(tabItemIndex + 1)...]
        if links[..<contentEnd].contains(where: \.isTabModifier) { return .failure(.tabModifierInsideContent) }
        guard after.allSatisfy({ $0.call != nil }) else { return .failure(.unusualTabItem) }
        let tags = (before + after).filter { $0.name == "tag" }
        guard tags.count <= 1 else { return .failure(.unusualTabItem) }
        var tag: Node?
        if let tagCall = tags.first {
            let arguments = tagCall.call!.arguments
            guard arguments.count == 1, arguments[0].label == nil, tagCall.call!.trailingClosure == nil,
                  let value = arguments[0].expression else { return .failure(.unusualTabItem) }
            tag = value
        }
        let contentStart = statement.range.lowerBound
        let lastContentNode = contentEnd == 0 ? chain.primary : links[contentEnd - 1].lastNode
        guard let lastContentNode else { return .failure(.unusualTabItem) }
        return .success(TabChild(statement: statement, content: contentStart..<lastContentNode.range.upperBound,
                                 viewModifiers: after.filter { !$0.isTabModifier }.map(\.range), tabItem: links[tabItemIndex].call!,
                                 label: label, tag: tag,
                                 badges: (before + after).filter { $0.name == "badge" }.map(\.range)))
    }

    /// The closure of `.tabItem { … }` (or `.tabItem() { … }`), nil for any other shape.
    private static func labelClosure(_ call: CallSyntax) -> ClosureSyntax? {
        guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty else { return nil }
        return call.trailingClosure
    }
}

/// Why a statement of a `TabView`'s content is not a tab the rewrite knows.
enum TabShape: Error, Equatable {
    /// A `ForEach`, an `if`, an `#if`, a view without `.tabItem`: what the statement is, for the message.
    case notATab(String)
    /// `.tabItem` written twice, with arguments, or followed by something other than a modifier.
    case unusualTabItem
    /// `.tag` or `.badge` before other modifiers of the content.
    case tabModifierInsideContent

    init(_ statement: Node) {
        switch statement.kind {
        case .ifConfig: self = .notATab("an #if")
        case .ifExpr, .switchExpr: self = .notATab("an if or a switch")
        case .postfixExpr where PostfixChainSyntax(statement)?.primary?.identifierName == "ForEach": self = .notATab("a ForEach whose body is not one tab")
        case .postfixExpr where PostfixChainSyntax(statement)?.primary?.identifierName == "Group": self = .notATab("a Group")
        case .postfixExpr, .identifierExpr: self = .notATab("a view without .tabItem")
        default: self = .notATab("a statement that is not a view")
        }
    }
}

/// A link of a postfix chain: `.name(…)` (member and call), `.name`, or another suffix.
private struct ChainLink {
    /// The member's name; nil for a suffix that is not a member.
    let name: String?
    let call: CallSyntax?
    let lastNode: Node
    /// From the member's `.` to the end of the call.
    let range: Range<Int>

    var isTabModifier: Bool { (name == "tag" || name == "badge") && call != nil }

    static func links(of chain: PostfixChainSyntax) -> [ChainLink] {
        var links: [ChainLink] = []
        var suffixes = chain.suffixes[...]
        while let suffix = suffixes.popFirst() {
            if suffix.kind == .memberSuffix, let nameToken = suffix.identifierNameToken {
                let call = suffixes.first.flatMap(CallSyntax.init)
                if call != nil { suffixes.removeFirst() }
                let last = call?.node ?? suffix
                links.append(ChainLink(name: suffix.tree.text(nameToken), call: call, lastNode: last,
                                       range: suffix.range.lowerBound..<last.range.upperBound))
            } else {
                links.append(ChainLink(name: nil, call: CallSyntax(suffix), lastNode: suffix, range: suffix.range))
            }
        }
        return links
    }
}
