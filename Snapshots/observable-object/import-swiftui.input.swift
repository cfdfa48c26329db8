// snapshot: isolated
import Combine
import SwiftUI

final class NotesModel: ObservableObject {
    @Published var notes: [String] = []
}
