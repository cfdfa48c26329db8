import SwiftCST

/// Which initializer arguments of a generic type take a value of one of its generic parameters.
enum GenericTypeLabels {
    /// Labels ("_" for unlabeled) of `type`'s initializer parameters typed `parameter`, and for
    /// a struct the memberwise labels: its stored properties typed `parameter`.
    static func labels(taking parameter: String, in type: TypeDeclSyntax) -> Set<String> {
        var labels: Set<String> = []
        for function in type.functions where function.introducer == .`init` {
            for argument in function.parameters where argument.type.flatMap({ TypeText.of($0.node) }).flatMap(TypeText.baseName) == parameter {
                labels.insert(argument.firstName ?? "_")
            }
        }
        if type.introducer == .struct {
            for variable in type.variables where !variable.isStatic {
                for binding in variable.bindings where !binding.isComputed && binding.typeAnnotation?.baseName == parameter {
                    if let name = binding.name { labels.insert(name) }
                }
            }
        }
        return labels
    }
}
