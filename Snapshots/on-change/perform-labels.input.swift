import SwiftUI

final class Counter {
    func update(count: Int) {}
    func reset(_ count: Int) {}
}

class BaseRow {
    func flash(highlighted: Bool) {}
}

final class Row: BaseRow {}

/// A function named in `perform:` without its labels is called with the label its declaration
/// gives; a closure and a function with an unlabelled parameter are called without one.
struct PressableButton: View {
    @State private var isPressed = false
    @State private var count = 0
    let counter: Counter
    let row: Row
    let onPress: (Bool) -> Void

    var body: some View {
        Text("Press")
            .onChange(of: isPressed, perform: handle)
            .onChange(of: isPressed, perform: self.handle)
            .onChange(of: count, perform: counter.update)
            .onChange(of: count, perform: counter.reset)
            .onChange(of: isPressed, perform: row.flash)
            .onChange(of: isPressed, perform: onPress)
            .onChange(of: isPressed, perform: log)
    }

    func handle(isPressed: Bool) {}

    func pressed(_ action: @escaping (Bool) -> Void) -> some View {
        Text("Pressed").onChange(of: isPressed, perform: action)
    }
}

func log(_ value: Bool) {}
