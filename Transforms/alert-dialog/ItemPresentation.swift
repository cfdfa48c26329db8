import SwiftCST

/// The item of `.alert(item: $failure) { failure in … }`: the value the new API presents and the
/// Boolean binding derived from it, which sets the item to nil when the alert is dismissed, as
/// the item form did.
struct ItemPresentation {
    /// The item's value as code: `failure` for `$failure`, `model.failure` for `$model.failure`,
    /// `binding.wrappedValue` for a `Binding` held in a property or a local.
    let value: String
    /// The content closure's parameter name (`_` when it has none in use).
    let parameter: String

    /// Reads the binding and the content closure's parameter; nil unless the binding is a property
    /// path (`$a.b`, `self.$a`, `binding`: evaluating it again in the derived binding's closures
    /// reads the same storage) and the closure names its one parameter (`{ failure in`, `{ _ in`).
    init?(binding: Node, closure: ClosureSyntax) {
        guard let value = Self.value(of: binding), let signature = closure.signature,
              let parameter = Self.parameter(of: signature) else { return nil }
        self.value = value
        self.parameter = parameter
    }

    /// `Binding(get: { value != nil }, set: { if !$0 { value = nil } })`: presented while the item is
    /// set; a dismissal (the alert writes false) clears the item.
    var isPresented: String { Self.isPresented(value: value) }

    /// The derived binding for the item `value`.
    static func isPresented(value: String) -> String {
        "Binding(get: { \(value) != nil }, set: { if !$0 { \(value) = nil } })"
    }

    /// The value a binding expression reads: `$a.b` → `a.b`, `self.$a` → `self.a`, a `Binding`
    /// property `b` → `b.wrappedValue`; nil for anything else (a call, a subscript, spaces).
    private static func value(of binding: Node) -> String? {
        let text = binding.text
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard binding.kind == .identifierExpr || binding.kind == .postfixExpr, !parts.isEmpty,
              parts.allSatisfy(isIdentifier) else { return nil }
        let projected = parts.indices.filter { parts[$0].hasPrefix("$") }
        switch projected {
        case []:
            return text + ".wrappedValue"
        case [0]:
            return String(text.dropFirst())
        case [1] where parts[0] == "self":
            return "self." + String(text.dropFirst("self.$".count))
        default:
            return nil
        }
    }

    /// `failure` in `{ failure in` or `{ (failure) in`; `_` in `{ _ in`; nil for a typed parameter,
    /// a capture list or effects (the rewrite would have to carry them).
    private static func parameter(of signature: Node) -> String? {
        var words = signature.text.split(whereSeparator: { $0.isWhitespace || $0 == "(" || $0 == ")" }).map(String.init)
        guard words.last == "in" else { return nil }
        words.removeLast()
        guard words.count == 1, words[0] == "_" || isIdentifier(Substring(words[0])) && !words[0].hasPrefix("$") else { return nil }
        return words[0]
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        let name = part.hasPrefix("$") ? part.dropFirst() : part
        guard let first = name.first, first == "_" || first.isLetter else { return false }
        return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
}
