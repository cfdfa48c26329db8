// snapshot: isolated
import SwiftUI

protocol Refreshable: AnyObject {
    func refresh()
}

extension Refreshable where Self: ObservableObject {
    static func refreshAll(_ models: [Self]) {
        models.forEach { $0.refresh() }
    }
}

final class FeedModel: ObservableObject, Refreshable {
    @Published var posts: [String] = []
    func refresh() { posts.removeAll() }
}

final class ProfileModel: ObservableObject {
    @Published var name = ""
}
