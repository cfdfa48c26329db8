// snapshot: isolated
import SwiftUI

@Observable final class NotesModel {
    var notes: [String] = []
}
