import SwiftUI

struct AppError: Identifiable {
    let id: Int
    var message: String
}

struct Report: Identifiable {
    let id: Int
    var title: String
}

struct Attachment: Identifiable {
    let id: Int
    var name: String
}

/// A Bool binding over "the selection is non-nil" that clears the selection on dismissal is
/// exactly `item:`: written inline, as `.init(get:set:)`, or returned by a view method. A
/// comment inside the binding moves to the end of the `{ x in` line.
struct ReportsView: View {
    let reports: [Report]
    @State private var error: AppError?
    @State private var openReport: Report?
    @State private var attachment: Attachment?

    var body: some View {
        List(reports) { report in
            Button(report.title) { openReport = report }
        }
        .sheet(item: $error) { error in
            VStack {
                Text(error.message)
                Button("Dismiss") { self.error = nil }
            }
        }
        .sheet(item: $openReport) { openReport in // shown while a report is open
            Text(openReport.title)
        }
        .popover(item: $attachment) { _ in
            Text(attachment?.name ?? "")
        }
    }

    private func attachmentBinding() -> Binding<Bool> {
        Binding<Bool>(
            get: { attachment != nil },
            set: { if !$0 { attachment = nil } }
        )
    }
}
