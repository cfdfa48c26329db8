import Observation

let loader = Loader()
var seen: [String] = []
withObservationTracking { _ = loader.status } onChange: { seen.append("status") }
withObservationTracking { _ = loader.attempts } onChange: { seen.append("attempts") }
loader.finish(.failed)
loader.finish(.finished)
print("status \(loader.status), attempts \(loader.attempts)")
withObservationTracking { _ = loader.attempts } onChange: { seen.append("attempts again") }
loader.reset(hard: false)
print("status \(loader.status), attempts \(loader.attempts)")
let expected = ["status", "attempts", "attempts again"]
print(loader is any Observable && seen.sorted() != expected.sorted() ? "Observation missed \(seen)" : "Observation sees changes")
