import SwiftUI

class Settings: ObservableObject {
    @Published var title = ""
}

/// A subclass whose only state is `@AppStorage`: its writes sent `objectWillChange`, so it gets
/// @Observable itself and the property becomes an observed computed one, as in its superclass.
final class ProfileSettings: Settings {
    @AppStorage("nickname") var nickname = ""
}
