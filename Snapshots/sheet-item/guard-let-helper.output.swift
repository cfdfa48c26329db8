import SwiftUI

struct Invoice: Identifiable {
    let id: Int
    var total: Double
}

/// The content calls a helper that unwraps the selection with `guard let`: the helper takes
/// the invoice as a parameter instead, and the guard goes.
struct InvoicesView: View {
    let invoices: [Invoice]
    @State private var shownInvoice: Invoice?

    var body: some View {
        List(invoices) { invoice in
            Button("Invoice \(invoice.id)") {
                shownInvoice = invoice
            }
        }
        .sheet(item: $shownInvoice) { shownInvoice in
            invoiceSheet(shownInvoice)
        }
    }

    private func invoiceSheet(_ invoice: Invoice) -> some View {
        return AnyView(
            VStack {
                Text("Invoice \(invoice.id)")
                Text("Total: \(invoice.total)")
            }
        )
    }
}
