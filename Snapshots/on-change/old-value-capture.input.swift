import SwiftUI

// The deprecated form's action was made before the change: a capture of the observed value held the old one.
final class Queue: ObservableObject {
    @Published var count = 0
}

struct CaptureView: View {
    @State private var selection = 0
    @ObservedObject var queue: Queue

    var body: some View {
        VStack {
            Text("Selection")
                .onChange(of: selection) { [selection] newSelection in
                    print(selection, newSelection)
                }
            Text("Count")
                .onChange(of: queue.count) { [oldCount = queue.count] count in
                    print(oldCount, count)
                }
            Text("Count read again")
                .onChange(of: queue.count) { [oldCount = queue.count] count in
                    print(oldCount, count, queue.count)
                }
            Text("Other capture")
                .onChange(of: selection) { [queue] newSelection in
                    print(queue.count, newSelection)
                }
        }
    }
}
