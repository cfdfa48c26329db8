// snapshot: --publishers refuse
import SwiftUI

struct ProfileCard: View {
    /// The view creates its model: a plain property now, so this `ViewModel` migrates (UserCard's stays).
    @ObservedObject var model = ViewModel()

    var body: some View { Text(model.nickname) }

    final class ViewModel: ObservableObject {
        @Published var nickname = ""
    }
}
