// snapshot: isolated
import SwiftUI

final class ProfileModel: ObservableObject {
    @Published var name = ""
    @Published var bio: String?
    let userID: UUID

    init(userID: UUID) {
        self.userID = userID
    }
}
