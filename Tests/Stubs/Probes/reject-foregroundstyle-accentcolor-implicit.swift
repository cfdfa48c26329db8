// expect-error: type 'ShapeStyle' has no member 'accentColor'
// `.accentColor` is a Color static that ShapeStyle does not declare: foreground-style writes
// `Color.accentColor`.
import SwiftUI

struct AccentProbe: View {
    var body: some View {
        Text("a").foregroundStyle(.accentColor)
    }
}
