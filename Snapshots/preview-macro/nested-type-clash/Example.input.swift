import SwiftUI

struct ExampleView: View {
    var body: some View {
        Text("example")
    }
}
