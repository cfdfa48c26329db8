// snapshot: isolated
import SwiftUI

/// Not an ObservableObject: a plain value holder. `class Box: ObservableObject` is the old way.
final class Box {
    // ObservableObject, @Published and objectWillChange are mentioned only here.
    var value = 0
    let label = "ObservableObject"
    let help = """
        class Model: ObservableObject {
            @Published var x = 0
        }
        """
    /* : ObservableObject */
}
