import SwiftUI

@Observable final class Library {
    var books: [String] = []
    static let shared = Library()
    static var preview: Library {
        let library = Library()
        library.books = ["Dune"]
        return library
    }
}

final class Coordinator {
    let library: Library

    init(library: Library) {
        self.library = library
    }
}

struct Shelf: View {
    @Environment(Library.self) var library

    var body: some View {
        Text("\(library.books.count) books")
    }
}

// Every injected value's static type is known to be Library.
struct Injections: View {
    let coordinator: Coordinator
    @State private var local = Library()

    var body: some View {
        VStack {
            Shelf().environment(Library())
            Shelf().environment(Library.shared)
            Shelf().environment(coordinator.library)
            Shelf().environment(local)
            detail(Library.preview)
        }
    }

    func detail(_ library: Library) -> some View {
        let copy: Library = library
        return Shelf().environment(copy)
    }
}

enum Destination {
    case shelf(Library)
    case empty
}

// Values bound by `case` patterns, `if let` and `guard let` have the types they unwrap.
struct Router: View {
    let destination: Destination
    let fallback: Library?

    var body: some View {
        switch destination {
        case .shelf(let library):
            Shelf().environment(library)
        case .empty:
            if let fallback {
                Shelf().environment(fallback)
            }
        }
    }

    func shelf(for coordinator: Coordinator?) -> AnyView {
        guard let library = coordinator?.library else { return AnyView(EmptyView()) }
        return AnyView(Shelf().environment(library))
    }
}

let previewLibrary = Library()

#Preview {
    Shelf()
        .environment(Library.preview)
}

#Preview {
    Shelf()
        .environment(previewLibrary)
}
