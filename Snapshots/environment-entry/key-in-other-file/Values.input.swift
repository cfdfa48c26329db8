import SwiftUI

extension EnvironmentValues {
    var zoom: Double {
        get { self[ZoomKey.self] }
        set { self[ZoomKey.self] = newValue }
    }
}

struct Scaled: View {
    @Environment(\.zoom) private var zoom
    var body: some View {
        Text("\(zoom * ScaleKey.defaultValue)")
    }
}
