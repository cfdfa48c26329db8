import SwiftUI

@Observable class Library {
    var books: [String] = []

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

@Observable class Catalog {
    var entries: [String] = []

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
    @State private var empty = Library()
    @State private var named = Library(name: "Poems")
    @State private var loading = Library(name: "Essays", autoload: false)
    @State private var remote = RemoteLibrary(url: URL(fileURLWithPath: "/"))
    @State private var local = LocalCatalog(folder: "Books")

    var body: some View {
        Text("\(empty.books.count) \(named.books.count) \(loading.books.count) \(remote.books.count) \(local.entries.count)")
    }
}
