// snapshot: --publishers refuse
import SwiftUI

struct ProfileCard: View {
    /// The view creates its model: observed-object leaves it, so this `ViewModel` stays.
    @ObservedObject var model = ViewModel()

    var body: some View { Text(model.nickname) }

    final class ViewModel: ObservableObject {
        @Published var nickname = ""
    }
}
