import SwiftUI

@Observable final class ReplyModel {
    var text = ""
    let threadID: Int

    init(threadID: Int) {
        self.threadID = threadID
        NotificationCenter.default.addObserver(forName: .init("draftSaved"), object: nil, queue: nil) { _ in }
    }
}

@Observable final class BadgeModel {
    var count = 0

    init(count: Int) {
        self.count = count
        refresh()
    }

    func refresh() {}
}

struct ReplyView: View {
    @State var reply: ReplyModel

    var body: some View {
        TextField("Reply", text: $reply.text)
    }
}

// Built only in previews: nothing in the app builds it again.
struct BadgeView: View {
    @State var badge: BadgeModel

    var body: some View {
        Text("\(badge.count)")
    }
}

struct ThreadView: View {
    let threads: [Int]

    var body: some View {
        List(threads, id: \.self) { id in
            ReplyView(reply: .init(threadID: id))
        }
    }
}

#Preview {
    BadgeView(badge: .init(count: 3))
}

#Preview {
    BadgeView(badge: BadgeModel(count: 1))
}
