import SwiftUI

/// Pass models in with @ObservedObject; views that create them use @StateObject.
struct GuideView: View {
    // @ObservedObject var model: LegacyModel
    let title = "@ObservedObject vs @StateObject"
    @State private var page = 0

    var body: some View {
        Text("\(title): page \(page)")
    }
}
