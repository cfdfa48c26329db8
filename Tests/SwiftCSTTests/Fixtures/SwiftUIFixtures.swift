/// Synthetic SwiftUI files for the agreement test, kept as strings (the test target would
/// otherwise compile them, and SwiftUI does not exist on Linux). They gather the shapes
/// the transforms meet: observable models, property wrappers with and without arguments,
/// odd formatting, comments in every gap, nested and generic types, `#if` blocks.
enum SwiftUIFixtures {
    static let all: [(name: String, source: String)] = [
        ("Models.swift", models), ("Views.swift", views), ("Oddities.swift", oddities),
    ]

    static let models = #"""
    import Combine
    import SwiftUI

    @MainActor
    final class LibraryModel: ObservableObject, Identifiable {
        @Published var books: [Book] = []
        @Published private(set) var isLoading = false
        @Published var filter: String = "" {
            didSet { refresh() }
        }
        @AppStorage("sort", store: .standard) var sortOrder = 0
        let id = UUID()
        var count: Int { books.count }

        struct Book: Identifiable, Hashable, Codable {
            var id: UUID
            var title: String
        }

        func refresh() {
            @Published var local = 1
            _ = local
        }
    }

    class SettingsStore: Combine.ObservableObject {
        @Published var darkMode = false, fontSize = 14.0
        @Published var (width, height) = (0, 0)
    }

    @Observable
    final class Counter<Value: Numeric>: @unchecked Sendable where Value: Comparable {
        var value: Value
        @ObservationIgnored private var history: [Value] = []
        init(value: Value) { self.value = value }
    }

    actor Cache: Sendable {
        var storage: [String: Data] = [:]
    }

    protocol Store: AnyObject, ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
        associatedtype Item
        var items: [Item] { get set }
    }

    extension LibraryModel: CustomStringConvertible, Equatable {
        nonisolated var description: String { "library" }
        static func == (a: LibraryModel, b: LibraryModel) -> Bool { a === b }
    }

    enum Tab: String, CaseIterable, Identifiable {
        case books, settings
        var id: Self { self }
    }
    """#

    static let views = #"""
    import SwiftUI

    struct ContentView: View {
        @StateObject private var library = LibraryModel()
        @ObservedObject var settings: SettingsStore
        @EnvironmentObject var session: Session
        @Environment(\.dismiss) private var dismiss
        @Environment(\.colorScheme)
        var colorScheme
        @State private var selection: Tab? = nil
        @State private var showingDetail = false
        @Binding var path: NavigationPath
        @FocusState private var focused: Bool
        @SceneStorage("tab") var tab = Tab.books

        var body: some View {
            NavigationView {
                List(library.books) { book in
                    Text("\(book.title)")
                        .padding()
                    #if os(iOS)
                        .navigationBarTitleDisplayMode(.inline)
                    #endif
                }
                .sheet(isPresented: $showingDetail) {
                    DetailView(book: library.books[0])
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add") { showingDetail = true }
                    }
                }
            }
            .environmentObject(library)
        }
    }

    struct DetailView: View {
        let book: LibraryModel.Book
        @State private var draft = ""
        var body: some View {
            @Bindable var model = Counter(value: 1)
            Form {
                TextField("Title", text: $draft)
                Stepper("\(model.value)", value: $model.value)
            }
        }
    }

    struct GenericRow<Content: View, ID>: View where ID: Hashable {
        @ViewBuilder var content: () -> Content
        var body: some View { content() }
    }

    #Preview {
        @Previewable @State var showing = true
        ContentView(settings: SettingsStore(), path: .constant(NavigationPath()))
    }
    """#

    static let oddities = #"""
    import SwiftUI

    // Attributes on their own lines, comments in every gap.
    @MainActor
    // a comment between the attribute and the declaration
    public
    final class   Odd /* name */ :
        NSObject,   // first
        ObservableObject /* second */ {
        @Published
        /// A documented property.
        var a = 1
        @Published /* inline */ var b: Int = { 2 }()
        @objc dynamic var c = 3
        @available(iOS 15, *) @NSManaged var d: Int
        weak var delegate: AnyObject?
        lazy var e: Int = a + b
        @SwiftUI.State var qualified = 0
        #if DEBUG
        @Published var debugOnly = true
        #endif
    }

    struct `Weird Name`: View {
        @State var `default` = 0
        var body: some View { Text("\(`default`)") }
    }

    extension Array: @retroactive Identifiable where Element: Identifiable {
        public var id: [Element.ID] { map(\.id) }
    }

    struct Wrapper<T>: ~Copyable {}

    protocol LegacyDelegate: class {}

    @globalActor final actor GlobalStore { static let shared = GlobalStore() }

    enum Nested {
        struct Inner: Hashable & Sendable {
            enum Deepest: Int, Codable { case one = 1 }
        }
    }

    func build() {
        struct Local: View {
            @State var flag = false
            var body: some View { EmptyView() }
        }
        class LocalModel: ObservableObject { @Published var value = 0 }
    }
    """#
}
