// expect-error: value of optional type 'Color?' must be unwrapped
// foregroundStyle takes no optional: foreground-style must leave `.foregroundColor(c)` with
// an optional colour as it is.
import SwiftUI

struct OptionalColorProbe: View {
    let highlight: Color?

    var body: some View {
        Text("a").foregroundStyle(highlight)
    }
}
