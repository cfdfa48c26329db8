import SwiftUI

class Library: ObservableObject {
    @Published var books: [String] = []

    init() {}

    init(url: URL) {
        URLSession.shared.dataTask(with: url).resume()
    }

    init(name: String) {}

    init(name: String, autoload: Bool = true) {
        load()
    }

    func load() { Task {} }
}

// No init of its own: Library's are inherited.
final class RemoteLibrary: Library {}

class Catalog: ObservableObject {
    @Published var entries: [String] = []

    init() {
        UserDefaults.standard.register(defaults: [:])
    }
}

// A designated init that calls no other ends with an implicit `super.init()`.
final class LocalCatalog: Catalog {
    let folder: String

    init(folder: String) {
        self.folder = folder
    }
}

struct ShelfView: View {
    @StateObject private var empty = Library()
    @StateObject private var named = Library(name: "Poems")
    @StateObject private var loading = Library(name: "Essays", autoload: false)
    @StateObject private var remote = RemoteLibrary(url: URL(fileURLWithPath: "/"))
    @StateObject private var local = LocalCatalog(folder: "Books")

    var body: some View {
        Text("\(empty.books.count) \(named.books.count) \(loading.books.count) \(remote.books.count) \(local.entries.count)")
    }
}
