import SwiftCST

/// The title and image of a tab item written as `Label(title, systemImage: name)` or as
/// `Image(systemName: name)` beside `Text(title)`: what `Tab(title, systemImage: name) { … }` takes.
/// `image:` for an asset (`Label(title, image: name)`, `Image(name)`).
struct TabTitle {
    let title: Node
    /// `systemImage` or `image`.
    let imageLabel: String
    let image: Node

    /// The title of the `.tabItem` closure `label`, or nil when it is written otherwise (the label then
    /// moves whole into `Tab { … } label: { … }`).
    init?(_ label: ClosureSyntax) {
        let calls = label.statements.compactMap(Self.plainCall)
        guard calls.count == label.statements.count else { return nil }
        switch calls.count {
        case 1:
            let (name, arguments) = calls[0]
            guard name == "Label", arguments.count == 2, arguments[0].label == nil, let title = arguments[0].expression,
                  let imageLabel = arguments[1].label, ["systemImage", "image"].contains(imageLabel),
                  let image = arguments[1].expression else { return nil }
            self.init(title: title, imageLabel: imageLabel, image: image)
        case 2:
            guard let text = calls.first(where: { $0.name == "Text" }), let picture = calls.first(where: { $0.name == "Image" }),
                  text.arguments.count == 1, text.arguments[0].label == nil, let title = text.arguments[0].expression,
                  picture.arguments.count == 1, let image = picture.arguments[0].expression else { return nil }
            switch picture.arguments[0].label {
            case "systemName": self.init(title: title, imageLabel: "systemImage", image: image)
            case nil: self.init(title: title, imageLabel: "image", image: image)
            default: return nil
            }
        default:
            return nil
        }
    }

    private init(title: Node, imageLabel: String, image: Node) {
        self.title = title
        self.imageLabel = imageLabel
        self.image = image
    }

    /// `Name(arguments)` alone, without a trailing closure or modifiers.
    private static func plainCall(_ statement: Node) -> (name: String, arguments: [ArgumentSyntax])? {
        guard let chain = PostfixChainSyntax(statement), let primary = chain.primary, primary.kind == .identifierExpr,
              let name = primary.identifierName, chain.suffixes.count == 1, let call = CallSyntax(chain.suffixes[0]),
              call.hasArgumentClause, call.trailingClosure == nil else { return nil }
        return (name, call.arguments)
    }
}
