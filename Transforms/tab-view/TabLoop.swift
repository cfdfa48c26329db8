import SwiftCST

/// `ForEach(data) { element in tab }`: a loop whose body is one legacy tab. The tab builder takes
/// a `ForEach` of `Tab`s, so the tab inside is rewritten and the loop stays.
enum TabLoop {
    /// The one statement of `statement`'s `ForEach` body, or nil when `statement` is not such a loop.
    static func tab(in statement: Node) -> Node? {
        guard let chain = PostfixChainSyntax(statement), chain.primary?.identifierName == "ForEach", chain.suffixes.count == 1,
              let call = CallSyntax(chain.suffixes[0]), call.additionalTrailingClosures.isEmpty,
              let body = call.trailingClosure, body.statements.count == 1 else { return nil }
        return body.statements[0]
    }
}
