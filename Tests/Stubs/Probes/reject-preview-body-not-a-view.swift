// expect-error: conform to 'View'
// The body of `#Preview` is type-checked as a @ViewBuilder closure (the stand-in
// PreviewsMacros plugin expands to nothing, but the macro's arguments are still checked).
import SwiftUI

#Preview {
    42
}
