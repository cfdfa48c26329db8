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
            .onChange(of: isPressed) { _, newValue in handle(isPressed: newValue) }
            .onChange(of: isPressed) { _, newValue in self.handle(isPressed: newValue) }
            .onChange(of: count) { _, newValue in counter.update(count: newValue) }
            .onChange(of: count) { _, newValue in counter.reset(newValue) }
            .onChange(of: isPressed) { _, newValue in row.flash(highlighted: newValue) }
            .onChange(of: isPressed) { _, newValue in onPress(newValue) }
            .onChange(of: isPressed) { _, newValue in log(newValue) }
    }

    func handle(isPressed: Bool) {}

    func pressed(_ action: @escaping (Bool) -> Void) -> some View {
        Text("Pressed").onChange(of: isPressed) { _, newValue in action(newValue) }
    }
}

func log(_ value: Bool) {}
