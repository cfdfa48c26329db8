// snapshot: isolated
import SwiftUI

@Observable final class Timeline {
    var posts: [String] = []
}

@Observable final class Composer {
    var text = ""
    @ObservationIgnored var characterLimit = 500
}

extension Composer: Identifiable {
    var id: ObjectIdentifier { ObjectIdentifier(self) }
}
