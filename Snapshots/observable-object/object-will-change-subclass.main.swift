import Observation

// What a view reading the subclass's properties sees once the sends are gone.
let counter = Counter()
withObservationTracking { _ = counter.count } onChange: { print("count changes") }
counter.count = 2
counter.flag = true
withObservationTracking { _ = counter.flag } onChange: { print("flag changes") }
counter.reset()
let profile = Profile()
withObservationTracking { _ = profile.nickname } onChange: { print("nickname changes") }
profile.nickname = "swift"
withObservationTracking { _ = profile.title } onChange: { print("title changes") }
profile.title = "inherited"
