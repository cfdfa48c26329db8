// snapshot: isolated
import SwiftUI

final class Inbox: ObservableObject {
    @Published private(set) var unreadCount = 0
    @Published public private(set) var lastSync: Date?
    @Published fileprivate(set) var messages: [String] = []
    @Published private var draft = ""

    func receive(_ message: String) {
        messages.append(message)
        unreadCount += 1
        lastSync = Date()
        draft = ""
    }
}
