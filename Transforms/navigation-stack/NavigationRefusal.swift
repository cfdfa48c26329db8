/// Why a rewrite was not made: the warning's message.
struct NavigationRefusal: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }

    /// A refusal that needs no warning of its own (the user disabled the rule there).
    static let silent = NavigationRefusal("")
}
