import SwiftUI

// Declared in the iOS 17 target, but an iOS 16 view reads it with @EnvironmentObject, which
// stays there: it stays an ObservableObject, with a warning that says so.
final class ReaderSettings: ObservableObject {
    @Published var fontSize = 14
}
