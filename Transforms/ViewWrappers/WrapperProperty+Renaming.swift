import SwiftCST

extension WrapperProperty {
    /// The edits that rename the wrapper to `wrapper`: in the attribute, and in the `init`s'
    /// `_m = Wrapper(label: x)` assignments, where the argument label `label` becomes `newLabel`
    /// (in `_m = .init(label: x)` too when `relabelImplicitInit`). Nil when the attribute's
    /// name cannot be found.
    func renaming(to wrapper: String, relabeling label: String, as newLabel: String, relabelImplicitInit: Bool) -> [TextEdit]? {
        guard let nameToken = attributeNameToken else { return nil }
        let tree = variable.node.tree
        var edits = [TextEdit(range: tree.textRange(nameToken), replacement: wrapper)]
        for assignment in storageAssignments {
            if let token = assignment.wrapperNameToken {
                edits.append(TextEdit(range: tree.textRange(token), replacement: wrapper))
            }
            if assignment.wrapperName != nil || relabelImplicitInit, let labelToken = assignment.argument.labelToken, assignment.argument.label == label {
                edits.append(TextEdit(range: tree.textRange(labelToken), replacement: newLabel))
            }
        }
        return edits
    }
}
