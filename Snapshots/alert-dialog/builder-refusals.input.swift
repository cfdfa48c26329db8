import SwiftUI

enum Notice: Identifiable {
    case saved, failed
    var id: Self { self }
}

struct NoticeView: View {
    @State private var isShowing = false
    @State private var isAsking = false
    @State private var isWarning = false
    @State private var isTelling = false
    @State private var isNoting = false
    @State private var isSharing = false
    @State private var isCommenting = false
    @State private var notice: Notice?
    let failed = false

    var body: some View {
        VStack {
            Text("Internal")
                .alert(isPresented: $isShowing) { internalAlert }
            Text("Used twice")
                .alert(isPresented: $isAsking) { sharedAlert }
                .alert(isPresented: $isWarning) { sharedAlert }
            Text("Branches")
                .alert(isPresented: $isTelling) { branchingAlert }
            Text("Other type")
                .alert(isPresented: $isNoting) { Notes.alert }
            Text("Arguments")
                .alert(isPresented: $isSharing) { makeAlert(named: "Share") }
            Text("Missing")
                .alert(isPresented: $isNoting, content: { missingAlert })
            Text("Commented")
                .alert(isPresented: $isCommenting) { commentedAlert }
            Text("Item")
                .alert(item: $notice, content: noticeAlert)
        }
    }

    var internalAlert: Alert {
        Alert(title: Text("Internal"))
    }

    private var sharedAlert: Alert {
        Alert(title: Text("Shared"))
    }

    private var branchingAlert: Alert {
        if failed {
            return Alert(title: Text("Failed"))
        }
        return Alert(title: Text("Done"))
    }

    private func makeAlert(named name: String) -> Alert {
        Alert(title: Text(name))
    }

    /// Shown when a comment is added.
    private var commentedAlert: Alert {
        Alert(title: Text("Commented"))
    }

    private func noticeAlert(_ notice: Notice) -> Alert {
        Alert(title: Text("Notice"))
    }
}

enum Notes {
    static var alert: Alert { Alert(title: Text("Notes")) }
}

extension NoticeView {
    var missingAlert: Alert { Alert(title: Text("Missing")) }
}
