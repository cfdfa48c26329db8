// expect-error: has no dynamic member '$query'
// `$model.$query` (a binding wrapper, then the @Published publisher) stops compiling when
// @ObservedObject becomes @Bindable and @Published is removed.
import SwiftUI

@Observable
final class SearchModel {
    var query = ""
}

struct SearchField: View {
    @Bindable var model: SearchModel

    var body: some View {
        Text(model.query)
            .onReceive($model.$query) { value in print(value) }
    }
}
