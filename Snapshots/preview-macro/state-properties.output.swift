import SwiftUI

struct Switch: View {
    @Binding var isOn: Bool
    var label = "On"

    var body: some View {
        Toggle(label, isOn: $isOn)
    }
}

// The previews bind to static @State: each #Preview declares what it uses, @Previewable.
#Preview("Labelled") {
    @Previewable @State var isOn = true
    @Previewable @State var label: String = "Wi-Fi"
    Switch(isOn: $isOn, label: label)
}

#Preview {
    @Previewable @State var isOn = true
    Switch(isOn: $isOn)
}

struct SwitchUnused_Previews: PreviewProvider {
    @State static var isOn = true
    @State static var spare = 0

    static var previews: some View {
        Switch(isOn: $isOn)
    }
}

struct SwitchInstance_Previews: PreviewProvider {
    @State var isOn = true

    static var previews: some View {
        Switch(isOn: .constant(true))
    }
}

struct SwitchNoValue_Previews: PreviewProvider {
    @State @MainActor static var isOn = true

    static var previews: some View {
        Switch(isOn: $isOn)
    }
}
