// snapshot: isolated
import SwiftUI

@Observable final class Inbox {
    private(set) var unreadCount = 0
    public private(set) var lastSync: Date?
    fileprivate(set) var messages: [String] = []
    private var draft = ""

    func receive(_ message: String) {
        messages.append(message)
        unreadCount += 1
        lastSync = Date()
        draft = ""
    }
}
