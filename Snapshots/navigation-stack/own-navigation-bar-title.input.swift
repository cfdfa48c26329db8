import SwiftUI

// The project declares a navigationBarTitle of its own: no call to that name is rewritten.
extension View {
    func navigationBarTitle(_ title: String, subtitle: String) -> some View {
        navigationTitle(title + " — " + subtitle)
    }
}

struct ReportView: View {
    var body: some View {
        Text("Report")
            .navigationBarTitle("Report", subtitle: "2024")
    }
}
