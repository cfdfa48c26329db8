import Observation

let model = SearchModel()
model.query = "a"
model.count = 5
let watcher = Watcher()
watcher.watch(model)
model.count = 6
model.query = "b"
watcher.stop()
model.count = 7

// Observation sees the bridged properties (a legacy model has nothing to see).
var observed = false
withObservationTracking { _ = (model.query, model.count) } onChange: { observed = true }
model.count = 8
print(model is any Observable && !observed ? "Observation missed a change" : "Observation sees changes")
