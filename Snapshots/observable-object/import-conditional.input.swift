// snapshot: isolated
import Foundation
#if canImport(Combine)
import Combine
#endif

final class Connectivity: ObservableObject {
    @Published var isOnline = true
}
