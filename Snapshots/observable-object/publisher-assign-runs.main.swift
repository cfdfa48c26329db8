import Combine
import Observation

let counts = CurrentValueSubject<Int, Never>(1)
var feed: Feed? = Feed(counts: counts.eraseToAnyPublisher())
// The current value arrives on subscription, synchronously.
log("count \(feed!.count)")
let ticker = Ticker()
ticker.watch(feed!)
feed!.source.send("hello")
log("headline \(feed!.headline)")
let extra = PassthroughSubject<Int, Never>()
feed!.follow(extra.eraseToAnyPublisher())
extra.send(5)
log("count \(feed!.count)")
counts.send(2)
log("count \(feed!.count)")

// Observation sees the assigned values (a legacy model has nothing to see).
do {
    var observed = false
    withObservationTracking { _ = feed!.count } onChange: { observed = true }
    counts.send(3)
    log(feed! is any Observable && !observed ? "Observation missed a change" : "Observation sees changes")
}

// The subscriptions hold no strong reference: the object goes, and later values go nowhere.
feed = nil
counts.send(4)
extra.send(6)
log("done")
