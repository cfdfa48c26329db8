import SwiftCST

/// An `init` of a view that sets up a wrapper from one of its `@autoclosure` parameters,
/// `init(model: @autoclosure @escaping () -> M) { _model = StateObject(wrappedValue: model()) }`:
/// the wrapper receives whatever its callers pass, evaluated when the wrapper evaluates it.
struct ForwardingInitializer: Sendable, Equatable {
    var parameters: [InitializerSummary.Parameter]
    /// The position of the forwarded parameter.
    var forwarded: Int

    /// The `init` around `value`, the `x` of `_m = StateObject(wrappedValue: x)`, when `x` calls
    /// one of its `@autoclosure` parameters (`model()`).
    init?(passing value: Node) {
        guard let chain = PostfixChainSyntax(value), let primary = chain.primary, primary.kind == .identifierExpr,
              chain.suffixes.count == 1, let call = CallSyntax(chain.suffixes[0]), call.arguments.isEmpty, call.trailingClosure == nil,
              let name = primary.identifierName,
              let function = value.ancestor(.functionDecl).flatMap(FunctionDeclSyntax.init), function.introducer == .`init` else { return nil }
        let declared = function.parameters
        guard let position = declared.firstIndex(where: { $0.name == name }),
              declared[position].type?.node.children(.attribute).contains(where: { AttributeSyntax($0)?.hasBaseName("autoclosure") == true }) == true
        else { return nil }
        parameters = InitializerSummary.Parameter.all(of: function)
        forwarded = position
    }

    /// The position, among the arguments of a call with these labels, of the one passed to
    /// the forwarded parameter; nil when the call does not call this `init` or passes nothing there.
    func argumentPosition(labels: [String?], trailingClosures: Int) -> Int? {
        parameters.positions(forLabels: labels, trailingClosures: trailingClosures)?.firstIndex(of: forwarded)
    }
}
