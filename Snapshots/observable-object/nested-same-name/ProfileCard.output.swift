// snapshot: --publishers refuse
import SwiftUI

struct ProfileCard: View {
    /// The view creates its model: a plain property now, so this `ViewModel` migrates (UserCard's stays).
    var model = ViewModel()

    var body: some View { Text(model.nickname) }

    @Observable final class ViewModel {
        var nickname = ""
    }
}
