// expect-error: type 'Header' does not conform to protocol 'View'
// A View must provide `body` (the stubs give primitive views an explicit `body: Never`,
// so nothing lets Body be inferred as Never for user types).
import SwiftUI

struct Header: View {
    let title: String
}
