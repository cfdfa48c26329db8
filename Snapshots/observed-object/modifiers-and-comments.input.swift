import SwiftUI

final class Account: ObservableObject {
    @Published var name = ""
    @Published var balance = 0.0
}

struct AccountHeader: View {
    /// The account shown; the parent owns it.
    @ObservedObject /* passed in */ private(set) var account: Account // never reassigned here
    @ObservedObject   fileprivate   var   backup: Account   // odd spacing stays
    @SwiftUI.ObservedObject var qualified: Account

    var body: some View {
        VStack {
            Text(account.name)
            Text("\(backup.balance)")
            Text(qualified.name)
        }
    }
}
