import SwiftUI

// Injected with .environmentObject in an iOS 16 file, which stays: it stays an ObservableObject.
final class Store: ObservableObject {
    @Published var items: [String] = []
}
