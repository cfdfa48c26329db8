// The migrated (iOS 17) equivalent of accept-legacy-observable-object.swift: @Observable,
// @State, plain properties, @Bindable, @Environment(T.self), .environment(x),
// NavigationStack, navigationTitle, sheet(item:). Must type-check.
import SwiftUI
import Observation

struct Note: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isPinned = false
}

@Observable
final class NoteStore {
    var notes: [Note] = []
    private(set) var lastSaved: Date?
    var query = "" {
        didSet { print("query changed") }
    }
    @ObservationIgnored private var saveCount = 0
    @ObservationIgnored lazy var formatter = DateFormatter()

    func add(_ title: String) {
        notes.append(Note(title: title))
        lastSaved = Date()
        saveCount += 1
    }
}

@MainActor
@Observable
final class Settings {
    var showPinnedOnly = false
    var fontSize: Double = 14
}

struct NoteRow: View {
    var store: NoteStore
    let note: Note

    var body: some View {
        HStack {
            Text(note.title)
                .font(.headline)
            Spacer()
            if note.isPinned {
                Image(systemName: "pin.fill")
                    .foregroundStyle(.orange)
            }
        }
    }
}

struct SettingsForm: View {
    @Environment(Settings.self) private var settings
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var settings = settings
        Form {
            Toggle("Pinned only", isOn: $settings.showPinnedOnly)
            Stepper("Font size \(Int(settings.fontSize))", value: $settings.fontSize, in: 10...30)
            Button("Done") { dismiss() }
        }
    }
}

struct NoteEditor: View {
    @Bindable var store: NoteStore

    var body: some View {
        TextField("Search", text: $store.query)
    }
}

struct NotesView: View {
    @State private var store = NoteStore()
    @Environment(Settings.self) private var settings
    @Environment(Settings.self) private var optionalSettings: Settings?
    @State private var selectedNote: Note?
    @State private var isShowingSettings = false

    var body: some View {
        NavigationStack {
            List {
                NoteEditor(store: store)
                ForEach(store.notes) { note in
                    NavigationLink(value: note) {
                        NoteRow(store: store, note: note)
                    }
                    .swipeActions { Button("Open") { selectedNote = note } }
                }
            }
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(for: Note.self) { note in Text(note.title) }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings") { isShowingSettings = true }
                }
            }
            .sheet(item: $selectedNote) { note in
                Text(note.title)
            }
            .sheet(isPresented: $isShowingSettings) {
                SettingsForm()
                    .environment(settings)
            }
            .onChange(of: store.query) { oldValue, newValue in print(oldValue, newValue) }
        }
    }
}

@main
struct NotesApp: App {
    @State private var settings = Settings()

    var body: some Scene {
        WindowGroup {
            NotesView()
                .environment(settings)
        }
    }
}

#Preview {
    NotesView()
        .environment(Settings())
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    NoteRow(store: NoteStore(), note: Note(title: "Hello"))
}
