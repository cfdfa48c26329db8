import SwiftUI

@Observable final class Account {
    var name = ""
    var balance = 0.0
}

struct AccountHeader: View {
    /// The account shown; the parent owns it.
    /* passed in */ private(set) var account: Account // never reassigned here
    fileprivate   let   backup: Account   // odd spacing stays
    let qualified: Account

    var body: some View {
        VStack {
            Text(account.name)
            Text("\(backup.balance)")
            Text(qualified.name)
        }
    }
}
