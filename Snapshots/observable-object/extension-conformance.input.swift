// snapshot: isolated
import SwiftUI

final class Timeline {
    @Published var posts: [String] = []
}

// MARK: - ObservableObject
extension Timeline: ObservableObject {}

final class Composer {
    @Published var text = ""
    var characterLimit = 500
}

extension Composer: ObservableObject, Identifiable {
    var id: ObjectIdentifier { ObjectIdentifier(self) }
}
