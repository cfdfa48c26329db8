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
    @State private var isEditing = false
    @State private var selectedContact: Contact?
    @State private var isPeeking = false
    @State private var peekedContact: Contact?

    var body: some View {
        List(contacts) { contact in
            HStack {
                Button("Edit") { selectedContact = contact; isEditing = true }
                Button("Peek") { isPeeking = true; peekedContact = contact }
            }
        }
        .sheet(isPresented: $isEditing) {
            if let c = selectedContact {
                ContactEditor(contact: c)
            }
        }
        .popover(isPresented: $isPeeking) {
            if let contact = peekedContact { Text(contact.name).padding() }
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
