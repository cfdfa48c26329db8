import SwiftUI

@Observable final class DetailModel {
    var title = ""

    init(id: Int) {
        fetch(id)
    }

    func fetch(_ id: Int) { Task {} }
}

func makeDetailModel() -> DetailModel { DetailModel(id: 0) }

struct DetailView: View {
    @State var model: DetailModel

    var body: some View {
        Text(model.title)
    }
}

// A plain parameter: the caller evaluates its argument on every call with either wrapper.
struct PinnedDetailView: View {
    @State private var model: DetailModel

    init(model: DetailModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        Text(model.title)
    }
}

struct ListingView: View {
    let selected: DetailModel

    var body: some View {
        let draft = DetailModel(id: 3)
        VStack {
            // A variable is only read: the object was built elsewhere (here on every call of
            // `body`, with either wrapper), and the view keeps the first it got.
            DetailView(model: selected)
            DetailView(model: draft)
            PinnedDetailView(model: DetailModel(id: 7))
            // A call is not: it runs again.
            DetailView(model: makeDetailModel())
        }
    }
}
