import SwiftUI

final class WizardState: ObservableObject {
    @Published var step = 0
}

final class DraftState: ObservableObject {
    @Published var text = ""
}

final class Registry: ObservableObject {
    @Published var count = 0
}

struct WizardView: View {
    @ObservedObject var wizardState: WizardState

    var body: some View {
        Text("\(wizardState.step)")
    }
}

struct DraftView: View {
    @Binding var text: String

    var body: some View {
        TextField("Draft", text: $text)
    }
}

/// A static wrapper is never installed on a view: the wrapper goes, the object stays.
enum WizardFixtures {
    @StateObject static var wizardState = WizardState()

    static func makeView() -> some View {
        WizardView(wizardState: wizardState)
    }
}

/// In a preview provider (UTM's wizard previews): the plain static then moves into `#Preview`.
struct WizardView_Previews: PreviewProvider {
    @StateObject static var previewState = WizardState()

    static var previews: some View {
        WizardView(wizardState: previewState)
    }
}

/// `$draft.text` makes a binding, which a plain static var does not.
enum DraftFixtures {
    @StateObject static var draft = DraftState()

    static func makeView() -> some View {
        DraftView(text: $draft.text)
    }
}

/// A static wrapper in a class is left (its class's wrappers are decided with the class).
final class RegistryHolder {
    @StateObject static var registry = Registry()
}
