import Observation

func reads(_ counter: some Counter) -> Int { counter.count }
func total<C: Counter>(_ counters: [C]) -> Int { counters.reduce(0) { $0 + $1.count } }

let tally = Tally()
var observedSome = false
withObservationTracking { _ = reads(tally) } onChange: { observedSome = true }
tally.count = 1
print(tally is any Observable && !observedSome ? "Observation missed a change read through some Counter" : "some Counter: tracked")

let counter: any Counter = tally
var observedAny = false
withObservationTracking { _ = counter.count } onChange: { observedAny = true }
counter.count = 2
print(tally is any Observable && !observedAny ? "Observation missed a change read through any Counter" : "any Counter: tracked")

var observedGeneric = false
withObservationTracking { _ = total([tally]) } onChange: { observedGeneric = true }
tally.count = 3
print(tally is any Observable && !observedGeneric ? "Observation missed a change read through <C: Counter>" : "<C: Counter>: tracked")
print("total", total([tally, Tally()]))
