import SwiftUI

struct Customer: Identifiable {
    let id: Int
    var name: String
}

struct Invoice: Identifiable {
    let id: Int
    var amount: Double
}

/// Several sheets on one view: each is decided on its own. Two convert, the settings sheet
/// (no selection) stays without a word, and the one whose flag is toggled is refused.
struct CustomerView: View {
    let customers: [Customer]
    let invoices: [Invoice]
    @State private var isShowingCustomer = false
    @State private var selectedCustomer: Customer?
    @State private var isShowingInvoice = false
    @State private var selectedInvoice: Invoice?
    @State private var isShowingSettings = false
    @State private var isShowingArchive = false
    @State private var archivedInvoice: Invoice?

    var body: some View {
        List {
            ForEach(customers) { customer in
                Button(customer.name) {
                    selectedCustomer = customer
                    isShowingCustomer = true
                }
            }
            ForEach(invoices) { invoice in
                Button("Invoice \(invoice.id)") {
                    selectedInvoice = invoice
                    isShowingInvoice = true
                }
                Button("Archive \(invoice.id)") {
                    archivedInvoice = invoice
                    isShowingArchive.toggle()
                }
            }
        }
        .toolbar {
            Button("Settings") { isShowingSettings = true }
        }
        .sheet(isPresented: $isShowingCustomer) {
            Text(selectedCustomer!.name)
        }
        .sheet(isPresented: $isShowingInvoice) {
            Text("Amount: \(selectedInvoice!.amount)")
        }
        .sheet(isPresented: $isShowingSettings) {
            Text("Settings")
        }
        .sheet(isPresented: $isShowingArchive) {
            Text("Archive invoice \(archivedInvoice!.id)")
        }
    }
}
