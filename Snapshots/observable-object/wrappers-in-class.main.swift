import Observation

let first = Profile()
let account = Account(profile: first, theme: Theme())

func watch(_ label: String, _ read: @escaping () -> Void) {
    withObservationTracking(read) { print("\(label): a reader is told") }
}

// A view reading `account.profile.name` follows the profile's own changes through Observation
// whether `profile` is observed or not; observing `profile` also tells it of a new profile.
watch("profile.name changes") { _ = account.profile.name }
first.name = "Ada"
watch("profile is replaced") { _ = account.profile.name }
account.profile = Profile()
// `theme` stays @ObservationIgnored (Theme stays an ObservableObject): nobody is told, as before.
watch("theme is replaced") { _ = account.readTheme() }
account.replaceTheme()
print("scratch is one object:", account.scratch === account.scratch)
