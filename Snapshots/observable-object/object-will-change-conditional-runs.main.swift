import Observation

let theme = Theme()
let watcher = AccentWatcher()
watcher.watch(theme)
var seen: [String] = []
withObservationTracking { _ = theme.activeTheme } onChange: { seen.append("active") }
theme.activeTheme = 1
theme.accent = 1
appState = .background
withObservationTracking { _ = theme.activeTheme } onChange: { seen.append("background") }
withObservationTracking { _ = theme.accent } onChange: { seen.append("accent") }
theme.activeTheme = 2
theme.accent = 2
print("theme \(theme.activeTheme), accent \(theme.accent)")
print(theme is any Observable && seen != ["active", "background", "accent"] ? "Observation missed \(seen)" : "Observation sees changes")
