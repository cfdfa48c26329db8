import SwiftUI

struct Pill: View {
    var body: some View { Text("Pill") }
}

struct PillPlatform_Previews: PreviewProvider {
    static var platform: PreviewPlatform? { .iOS }
    static var previews: some View {
        Pill()
    }
}

struct PillModel_Previews: PreviewProvider {
    static let title = "Pill"
    static var previews: some View {
        Pill()
    }
}

struct PillHelper_Previews: PreviewProvider {
    static var previews: some View {
        make()
    }

    static func make() -> some View { Pill() }
}

struct PillIf_Previews: PreviewProvider {
    static var previews: some View {
        #if os(iOS)
        Pill()
        #else
        Pill().padding()
        #endif
    }
}

@available(iOS 16, *)
struct PillAvailable_Previews: PreviewProvider {
    static var previews: some View {
        Pill()
    }
}

struct PillEquatable_Previews: PreviewProvider, Equatable {
    static var previews: some View {
        Pill()
    }
}

enum PillHolder {
    struct Nested_Previews: PreviewProvider {
        static var previews: some View {
            Pill()
        }
    }
}

struct PillDemo: PreviewProvider {
    static var previews: some View {
        Pill()
    }
}

#Preview {
    @Previewable @State var isOn = true
    Toggle("On", isOn: $isOn)
}

#Preview {
    Pill()
}
