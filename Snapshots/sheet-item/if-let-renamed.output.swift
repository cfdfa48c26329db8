import SwiftUI

struct Contact: Identifiable {
    let id: String
    var name: String
}

/// `if let c = selectedContact`: the closure parameter takes the name the content already
/// uses, so the content keeps its code. The one-line `if let` in the popover shows the
/// single-line form.
struct ContactsView: View {
    let contacts: [Contact]
    @State private var selectedContact: Contact?
    @State private var peekedContact: Contact?

    var body: some View {
        List(contacts) { contact in
            HStack {
                Button("Edit") { selectedContact = contact }
                Button("Peek") { peekedContact = contact }
            }
        }
        .sheet(item: $selectedContact) { c in
            ContactEditor(contact: c)
        }
        .popover(item: $peekedContact) { contact in
            Text(contact.name).padding()
        }
    }
}

struct ContactEditor: View {
    let contact: Contact

    var body: some View {
        Form {
            Text(contact.name)
        }
    }
}
