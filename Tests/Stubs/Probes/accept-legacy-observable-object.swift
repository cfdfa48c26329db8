// A legacy (iOS 14/15 era) SwiftUI fragment: ObservableObject + @Published, @StateObject,
// @ObservedObject with $bindings, @EnvironmentObject, .environmentObject, NavigationView,
// navigationBarTitle, sheet(isPresented:), Combine pipelines. Must type-check.
import SwiftUI
import Combine

struct Note: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isPinned = false
}

final class NoteStore: ObservableObject {
    @Published var notes: [Note] = []
    @Published private(set) var lastSaved: Date?
    @Published var query = "" {
        didSet { print("query changed") }
    }
    @Published var results: [Note] = []

    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { query in query.lowercased() }
            .sink { [weak self] query in
                guard let self else { return }
                self.results = self.notes.filter { $0.title.lowercased().contains(query) }
            }
            .store(in: &cancellables)

        $notes
            .map { $0.count }
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { count in print(count) })
            .store(in: &cancellables)
    }

    func add(_ title: String) {
        objectWillChange.send()
        notes.append(Note(title: title))
        lastSaved = Date()
    }
}

@MainActor
final class Settings: ObservableObject {
    @Published var showPinnedOnly = false
    @Published var fontSize: Double = 14
}

struct NoteRow: View {
    @ObservedObject var store: NoteStore
    let note: Note

    var body: some View {
        HStack {
            Text(note.title)
                .font(.headline)
            Spacer()
            if note.isPinned {
                Image(systemName: "pin.fill")
                    .foregroundColor(.orange)
            }
        }
    }
}

struct SettingsForm: View {
    @EnvironmentObject var settings: Settings
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Form {
            Toggle("Pinned only", isOn: $settings.showPinnedOnly)
            Stepper("Font size \(Int(settings.fontSize))", value: $settings.fontSize, in: 10...30)
            Button("Done") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

struct NotesView: View {
    @StateObject private var store = NoteStore()
    @EnvironmentObject var settings: Settings
    @State private var isShowingSettings = false
    @State private var draft = ""

    var body: some View {
        NavigationView {
            List {
                TextField("Search", text: $store.query)
                ForEach(store.results) { note in
                    NavigationLink(destination: Text(note.title)) {
                        NoteRow(store: store, note: note)
                    }
                }
                .onDelete { offsets in store.notes.remove(atOffsets: offsets) }
            }
            .navigationBarTitle("Notes")
            .navigationBarItems(trailing: Button("Settings") { isShowingSettings = true })
            .sheet(isPresented: $isShowingSettings) {
                SettingsForm()
                    .environmentObject(settings)
            }
            .onReceive(store.$notes) { notes in print(notes.count) }
            .onChange(of: draft) { newValue in print(newValue) }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

@main
struct NotesApp: App {
    @StateObject private var settings = Settings()

    var body: some Scene {
        WindowGroup {
            NotesView()
                .environmentObject(settings)
        }
    }
}

struct NotesView_Previews: PreviewProvider {
    static var previews: some View {
        NotesView()
            .environmentObject(Settings())
    }
}
