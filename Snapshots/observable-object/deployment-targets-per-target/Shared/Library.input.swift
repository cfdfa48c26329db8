import Combine

// Built by both targets: iOS 16 is its deployment target.
final class Library: ObservableObject {
    @Published var count = 0
}
