import SwiftUI

@Observable class Settings {
    var title = ""
}

/// A subclass whose only state is `@AppStorage`: its writes sent `objectWillChange`, so it gets
/// @Observable itself and the property becomes an observed computed one, as in its superclass.
@Observable final class ProfileSettings: Settings {
    var nickname: String {
        get {
            access(keyPath: \.nickname)
            return storedNickname
        }
        set {
            withMutation(keyPath: \.nickname) {
                storedNickname = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("nickname") private var storedNickname = ""
}
