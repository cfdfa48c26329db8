// snapshot: isolated
import Combine
import SwiftUI

protocol ItemSource: ObservableObject {
    var items: [String] { get }
    var objectWillChange: ObservableObjectPublisher { get }
}

final class LocalItems: ItemSource {
    @Published var items: [String] = []
}
