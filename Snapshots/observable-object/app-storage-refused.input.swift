import SwiftUI

enum SortOrder: String { case hot, new }

/// Its type is not spelled, nor a literal or constructor call.
final class Listing: ObservableObject {
    @AppStorage("sort") var sortOrder = SortOrder.hot
}

/// Another attribute.
final class Install: ObservableObject {
    @MainActor @AppStorage("alwaysInstall") var alwaysInstall = true
}

/// Used in an init.
final class Counter: ObservableObject {
    @AppStorage("count") var count = 0
    let step: Int

    init(step: Int) {
        self.step = step
        count += step
    }
}

/// Used in an init of an extension.
final class Limits: ObservableObject {
    @AppStorage("limit") var limit = 10
    var floor: Int

    init(floor: Int) { self.floor = floor }
}

extension Limits {
    convenience init() {
        self.init(floor: 0)
        limit = 5
    }
}

/// Its storage name is taken.
final class Profile: ObservableObject {
    @AppStorage("name") var name = ""
    var storedName = ""
}

/// Its wrapper is used.
final class Session: ObservableObject {
    @AppStorage("user") var user = ""

    func reset() { _user = AppStorage(wrappedValue: "", "user") }
}

/// Its binding is used.
final class Filters: ObservableObject {
    @AppStorage("query") var query = ""
}

struct FiltersView: View {
    @StateObject private var filters = Filters()

    var body: some View {
        TextField("Search", text: filters.$query)
    }
}

/// A modifier other than an access level or final.
@MainActor final class Gate: ObservableObject {
    @AppStorage("open") nonisolated(unsafe) var isOpen = false
}
