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
        for node in tree.nodes(ofKind: .callSuffix) {
            guard let call = CallSyntax(node), call.calledNameIs("environmentObject"), call.trailingClosure == nil,
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
}
