// snapshot: isolated
import SwiftUI

@Observable
final class Library {
    var books: [String] = []
    @ObservationIgnored private var loads = 0
}
