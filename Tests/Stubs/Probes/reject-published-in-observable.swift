// expect-error: invalid redeclaration of synthesized property '_name'
// The real @Observable macro gives each stored property a `_name` backing store, which
// clashes with the @Published wrapper's own `_name`: a leftover @Published in an
// @Observable class does not compile, so the observable-object transform must remove
// every @Published.
import SwiftUI

@Observable
final class Profile {
    @Published var name = ""
}
