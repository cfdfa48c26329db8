import SwiftUI

struct Invoice: Identifiable {
    let id: Int
    var total: Double
}

/// The content calls a helper that unwraps the selection with `guard let`: the helper takes
/// the invoice as a parameter instead, and the guard goes.
struct InvoicesView: View {
    let invoices: [Invoice]
    @State private var isShowingInvoice = false
    @State private var shownInvoice: Invoice?

    var body: some View {
        List(invoices) { invoice in
            Button("Invoice \(invoice.id)") {
                shownInvoice = invoice
                isShowingInvoice = true
            }
        }
        .sheet(isPresented: $isShowingInvoice) {
            invoiceSheet()
        }
    }

    private func invoiceSheet() -> some View {
        guard let invoice = shownInvoice else { return AnyView(EmptyView()) }
        return AnyView(
            VStack {
                Text("Invoice \(invoice.id)")
                Text("Total: \(invoice.total)")
            }
        )
    }
}
