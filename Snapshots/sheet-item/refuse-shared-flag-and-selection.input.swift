import SwiftUI

struct Account: Identifiable {
    let id: Int
    var name: String
}

/// One flag drives a sheet and an alert; one selection feeds two sheets. Each needs one
/// `sheet(item:)` over an `Identifiable` enum of destinations, which is a design change.
struct AccountsView: View {
    let accounts: [Account]
    @State private var isShowingAccount = false
    @State private var account: Account?
    @State private var isRenaming = false
    @State private var isDeleting = false
    @State private var target: Account?

    var body: some View {
        List(accounts) { item in
            HStack {
                Button("Open") {
                    account = item
                    isShowingAccount = true
                }
                Button("Rename") {
                    target = item
                    isRenaming = true
                }
                Button("Delete") {
                    target = item
                    isDeleting = true
                }
            }
        }
        .sheet(isPresented: $isShowingAccount) {
            Text(account!.name)
        }
        .alert("Opened", isPresented: $isShowingAccount) {
            Button("OK") {}
        }
        .sheet(isPresented: $isRenaming) {
            Text("Rename \(target!.name)")
        }
        .sheet(isPresented: $isDeleting) {
            Text("Delete \(target!.name)")
        }
    }
}
