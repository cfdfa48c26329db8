/// A function's base name and argument labels (nil for `_`), as declared.
struct FunctionSignature: Hashable, CustomStringConvertible {
    var name: String
    var labels: [String?]
    /// Per parameter: whether it has a default value (a call may leave it out).
    var defaulted: [Bool]

    /// `cornerRadius(_:antialiased:)`
    var description: String { name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }

    /// True when a call labelled `callLabels`, followed by `trailingClosures` trailing closures,
    /// may call this function: the call's labels are the declaration's, in order, with only
    /// defaulted parameters left out, and the closures fill parameters after them.
    func accepts(callLabels: [String?], trailingClosures: Int) -> Bool {
        var parameter = 0
        for label in callLabels {
            while parameter < labels.count && labels[parameter] != label {
                guard defaulted[parameter] else { return false }
                parameter += 1
            }
            guard parameter < labels.count else { return false }
            parameter += 1
        }
        let rest = defaulted[parameter...]
        return rest.count >= trailingClosures && rest.filter { !$0 }.count <= trailingClosures
    }
}
