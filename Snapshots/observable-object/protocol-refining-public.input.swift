// snapshot: isolated
import SwiftUI

public protocol Session: ObservableObject {
    var isSignedIn: Bool { get }
}

final class LocalSession: Session {
    @Published var isSignedIn = false
}
