import SwiftCST

/// What a function or method declares about the value it returns, for receivers that are
/// call results (`AppState.make().$query`, `store().settings`).
struct FunctionFact: Sendable, Hashable {
    /// The return type as written (`Model`, `[Model]?`); nil when no receiver can be followed
    /// through it (`some View`, a function type).
    var returnType: String?
    /// The written return type, for messages.
    var written: String
    /// For a generic function that returns a value of its parameter's type
    /// (`func configure<T>(_ value: T, …) -> T`, `func resolve<T>(_ type: T.Type) -> T?`): which
    /// argument gives the type.
    var returnedArgument: ReturnedArgument?
    /// True when the return type is a generic parameter of the function no argument gives.
    var returnsGenericParameter = false
    /// True when overloads of this name return different types.
    var isOverloaded = false

    /// The parameter whose type a generic function returns.
    struct ReturnedArgument: Sendable, Hashable {
        /// Its position among the parameters, and how many there are.
        var position: Int
        var parameterCount: Int
        /// Its argument label; nil for `_`.
        var label: String?
    }

    /// The fact for `function`; nil when it returns nothing.
    init?(_ function: FunctionDeclSyntax) {
        guard let type = function.returnType else { return nil }
        written = type.text
        returnType = TypeText.of(type.node)
        guard let text = returnType, let base = TypeText.baseName(text),
              genericParameterNames(function.node.child(.genericParameterClause)).contains(base) else { return }
        let parameters = function.parameters
        // A parameter of type `T` (or `T.Type`, given `Model.self`).
        func givesType(_ parameter: ParameterSyntax) -> Bool {
            guard let text = parameter.type.flatMap({ TypeText.of($0.node) }) else { return false }
            return TypeText.baseName(text) == base || text == base + ".Type" || text == base + ".Type?"
        }
        guard let position = parameters.firstIndex(where: givesType) else {
            returnsGenericParameter = true
            return
        }
        let label = parameters[position].firstName
        returnedArgument = ReturnedArgument(position: position, parameterCount: parameters.count, label: label == "_" ? nil : label)
    }

    /// The fact for two declarations of one name: this one when they agree, else overloaded.
    func merged(with other: FunctionFact) -> FunctionFact {
        guard self != other else { return self }
        var merged = self
        merged.isOverloaded = true
        return merged
    }
}

extension Optional where Wrapped == FunctionFact {
    /// Adds the fact of another declaration of the same name: the first, or both merged.
    mutating func add(_ fact: FunctionFact) {
        self = self.map { $0.merged(with: fact) } ?? fact
    }
}
