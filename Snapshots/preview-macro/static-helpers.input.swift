import SwiftUI

struct Item {
    let name: String
    static let placeholder = Item(name: "Placeholder")
}

struct ItemRow: View {
    let item: Item

    var body: some View {
        Text(item.name)
    }
}

// Static values the previews read become locals of the #Previews that read them.
struct ItemRow_Previews: PreviewProvider {
    static let sample = Item(name: "Sample")
    private static var other: Item = .placeholder
    static let items = [sample, Item(name: "Second")]

    static var previews: some View {
        ItemRow(item: sample)
            .previewDisplayName("Sample")
        ItemRow(item: Self.items[1])
        ItemRow(item: other)
    }
}

struct ItemRowHelper_Previews: PreviewProvider {
    static let model = Item(name: "Model")
    static func makeRow() -> ItemRow { ItemRow(item: model) }

    static var previews: some View {
        makeRow()
    }
}

struct ItemRowSelf_Previews: PreviewProvider {
    static let name = "Self"
    static let model = Item(name: Self.name)

    static var previews: some View {
        ItemRow(item: model)
    }
}

struct ItemRowUnused_Previews: PreviewProvider {
    static let spare = Item(name: "Spare")

    static var previews: some View {
        ItemRow(item: .placeholder)
    }
}

struct ItemRowOrder_Previews: PreviewProvider {
    static let first = Item(name: second.name)
    static let second = Item(name: "Second")

    static var previews: some View {
        ItemRow(item: first)
    }
}

struct ItemRowShadow_Previews: PreviewProvider {
    static let sample = Item(name: "Static")

    static var previews: some View {
        let sample = Item(name: "Local")
        ItemRow(item: sample)
    }
}

struct ItemRowLabel_Previews: PreviewProvider {
    static let name = "Named"

    static var previews: some View {
        ItemRow(item: Item(name: "Label"))
    }
}

struct ItemRowMember_Previews: PreviewProvider {
    static let placeholder = Item.placeholder

    static var previews: some View {
        ItemRow(item: Item(name: placeholder.name))
    }
}

struct ItemRowQualified_Previews: PreviewProvider {
    static let sample = Item(name: "Qualified")

    static var previews: some View {
        ItemRow(item: ItemRowQualified_Previews.sample)
    }
}
