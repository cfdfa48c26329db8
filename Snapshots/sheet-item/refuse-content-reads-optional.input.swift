import SwiftUI

struct Ticket: Identifiable {
    let id: Int
    var subject: String
}

/// The content reads the selection without unwrapping it, or shows something else when it
/// is nil: the content would need more than a parameter. Left alone, with the places named.
struct TicketsView: View {
    let tickets: [Ticket]
    @State private var isShowingTicket = false
    @State private var ticket: Ticket?
    @State private var isShowingReply = false
    @State private var replyTicket: Ticket?

    var body: some View {
        List(tickets) { item in
            HStack {
                Button("Open") {
                    ticket = item
                    isShowingTicket = true
                }
                Button("Reply") {
                    replyTicket = item
                    isShowingReply = true
                }
            }
        }
        .sheet(isPresented: $isShowingTicket) {
            Text(ticket?.subject ?? "No ticket")
        }
        .sheet(isPresented: $isShowingReply) {
            if let replyTicket {
                Text("Re: \(replyTicket.subject)")
            } else {
                ProgressView()
            }
        }
    }
}
