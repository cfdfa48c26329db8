import Combine

final class Counter: ObservableObject {
    @Published var count = 0
}

struct CountReader<Model: ObservableObject> {
    let model: Model
    let read: (Model) -> Int

    func current() -> Int { read(model) }
}

func makeReader(_ counter: Counter) -> CountReader<Counter> {
    CountReader(model: counter) { $0.count }
}
