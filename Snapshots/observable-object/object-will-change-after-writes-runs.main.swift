import Observation

let panel = Panel()
panel.isShown = true
panel.hide([1, 2])
panel.count("a")
print("shown \(panel.isShown), hidden \(panel.hidden.sorted()), counts \(panel.counts)")
panel.move(2, 3)
print("moved to \(panel.position), shown \(panel.isShown)")
panel.isShown = false

// Observation sees every write the removed sends announced (a legacy model has nothing to see).
// (Observation skips a write of an equal value, which changes nothing a view reads.)
panel.isShown = true
var seen: [String] = []
withObservationTracking { _ = panel.isShown } onChange: { seen.append("isShown") }
withObservationTracking { _ = panel.hidden } onChange: { seen.append("hidden") }
withObservationTracking { _ = panel.counts } onChange: { seen.append("counts") }
panel.hide([3])
panel.count("b")
print(panel is any Observable && seen != ["isShown", "hidden", "counts"] ? "Observation missed \(seen)" : "Observation sees changes")

// A write by tuple destructuring is seen too, for each element.
seen = []
withObservationTracking { _ = panel.position } onChange: { seen.append("position") }
withObservationTracking { _ = panel.isShown } onChange: { seen.append("isShown") }
panel.move(4, 5)
print(panel is any Observable && seen != ["position", "isShown"] ? "Observation missed \(seen)" : "Observation sees tuple writes")
