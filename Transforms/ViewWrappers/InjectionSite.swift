import MigrationKit
import SwiftCST

/// One `.environmentObject(x)` call, as the index keeps it (no tree).
struct InjectionSite: Sendable, Equatable {
    /// Where the `environmentObject` name is.
    var place: Site
    /// `.environmentObject(store)`, for messages.
    var text: String
    /// How to find the static type of `x`.
    var query: StaticTypeQuery
    /// A `swiftui-migrate:disable…` comment turns `environment-object` off here.
    var isSuppressed: Bool
}

/// An `.environmentObject(x)` call found in a tree (a modifier on a view or scene, or an
/// unqualified call inside a `View` extension).
struct InjectionCall {
    /// The `environmentObject` token to rename.
    let nameToken: Int
    let site: InjectionSite

    static func all(in file: SourceFile) -> [InjectionCall] {
        let tree = file.tree
        var calls: [InjectionCall] = []
        // A loop rather than `compactMap`: most calls are other calls, and each would make an
        // empty optional `InjectionCall` to drop.
        for index in tree.nodeIndexes(ofKind: .callSuffix) {
            guard mayCallEnvironmentObject(index, in: tree), let call = CallSyntax(Node(tree: tree, index: index)), call.calledNameIs("environmentObject"), call.trailingClosure == nil,
                  call.arguments.count == 1, call.arguments[0].label == nil, let argument = call.arguments[0].expression,
                  let element = call.calledElement, element.kind == .memberSuffix || element.kind == .identifierExpr,
                  let nameToken = element.kind == .memberSuffix ? element.keyToken : element.firstToken else { continue }
            let location = tree.location(of: Int(tree.tokens[nameToken].start))
            let text = (element.kind == .memberSuffix ? "." : "") + "environmentObject(\(argument.text))"
            let site = InjectionSite(place: Site(path: file.path, location: location),
                                     text: text, query: StaticTypeQuery.of(argument),
                                     isSuppressed: file.suppressions.isDisabled(EnvironmentObjectTransform.id, onLine: location.line))
            calls.append(InjectionCall(nameToken: nameToken, site: site))
        }
        return calls
    }

    /// False for most calls, told from the raw nodes without a call: where the called element
    /// is the node just before the call (not inside a macro expansion), it must be a member or
    /// a name whose token may spell `environmentObject` (a name starting with another ASCII
    /// byte than `e` does not, as `tokenText(_:equals:)` would tell).
    private static func mayCallEnvironmentObject(_ suffix: Int32, in tree: SyntaxTree) -> Bool {
        let raw = tree.nodes[Int(suffix)]
        guard raw.previousSibling >= 0, raw.parent < 0 || tree.nodes[Int(raw.parent)].kind != .macroExpansion else { return true }
        let element = tree.nodes[Int(raw.previousSibling)]
        guard element.kind == .memberSuffix || element.kind == .identifierExpr, let token = element.identifierNameToken,
              tree.tokens[token].end > tree.tokens[token].start else { return false }
        let first = tree.bytes[Int(tree.tokens[token].start)]
        return first == UInt8(ascii: "e") || first >= 0x80
    }
}
