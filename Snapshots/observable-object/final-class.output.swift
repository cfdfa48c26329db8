// snapshot: isolated
import SwiftUI

@Observable final class ProfileModel {
    var name = ""
    var bio: String?
    let userID: UUID

    init(userID: UUID) {
        self.userID = userID
    }
}
