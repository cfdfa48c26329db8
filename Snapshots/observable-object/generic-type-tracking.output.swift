import Observation

@Observable final class Counter {
    var count = 0
}

struct CountReader<Model: AnyObject & Observable> {
    let model: Model
    let read: (Model) -> Int

    func current() -> Int { read(model) }
}

func makeReader(_ counter: Counter) -> CountReader<Counter> {
    CountReader(model: counter) { $0.count }
}
