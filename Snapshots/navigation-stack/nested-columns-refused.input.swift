// snapshot: --platforms macos
import SwiftUI

// Other NavigationViews nested in a column of another are left, both with a warning: migrated
// one by one, they would put a split view inside a split view's column.

// Not the last column directly.
struct WrappedColumn: View {
    var body: some View {
        NavigationView {
            Text("Sidebar")
            VStack {
                NavigationView {
                    Text("Items")
                    Text("Pick one")
                }
            }
        }
    }
}

// One view in the inner one.
struct OneInnerView: View {
    var body: some View {
        NavigationView {
            Text("Sidebar")
            NavigationView {
                Text("Items")
            }
        }
    }
}

// Modifiers on the inner one, which the merged columns could not keep.
struct InnerModifiers: View {
    var body: some View {
        NavigationView {
            Text("Sidebar")
            NavigationView {
                Text("Items")
                Text("Pick one")
            }
            .frame(minWidth: 600)
        }
    }
}

// A comment on the inner head's line, which would go with it.
struct CommentedHead: View {
    var body: some View {
        NavigationView {
            Text("Sidebar")
            NavigationView { // items and detail
                Text("Items")
                Text("Pick one")
            }
        }
    }
}

// An outer one already refused for another reason: the inner one says where.
struct FourColumns: View {
    var body: some View {
        NavigationView {
            Text("A")
            Text("B")
            Text("C")
            NavigationView {
                Text("Items")
                Text("Pick one")
            }
        }
    }
}
