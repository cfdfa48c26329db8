import Observation

let counter = Counter(total: 3)
counter.step = 4
counter.total = 5
counter.record()
print("total \(counter.total), step \(counter.step), history \(counter.history)")

// Observation sees the properties objectWillChange announced (a legacy model has nothing to see).
var seen: [String] = []
withObservationTracking { _ = counter.total } onChange: { seen.append("total") }
withObservationTracking { _ = counter.step } onChange: { seen.append("step") }
withObservationTracking { _ = counter.history } onChange: { seen.append("history") }
withObservationTracking { _ = counter.nickname } onChange: { seen.append("nickname") }
counter.nickname = "Ace"
print("nickname \(counter.nickname)")
counter.total = 6
counter.step = 7
counter.record()
print(counter is any Observable && seen != ["nickname", "total", "step", "history"] ? "Observation missed \(seen)" : "Observation sees changes")
