import Combine
import SwiftUI

final class Settings {}

@Observable final class Editor {
    var title = "" {
        willSet { titleSubject.send(newValue) }
    } // shown in the window
    @ObservationIgnored private lazy var titleSubject = CurrentValueSubject<String, Never>(title)
    /// What `$title` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var titlePublisher: AnyPublisher<String, Never> = titleSubject.eraseToAnyPublisher()
    private(set) var words = 0 {
        willSet {
            defer { wordsSubject.send(newValue) }
            guard newValue >= 0 else { return }
            print("words", newValue)
        }
    }
    @ObservationIgnored private lazy var wordsSubject = CurrentValueSubject<Int, Never>(words)
    /// What `$words` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var wordsPublisher: AnyPublisher<Int, Never> = wordsSubject.eraseToAnyPublisher()
    var ratio = 0.5 { willSet(next) { print(next); ratioSubject.send(next) } }
    @ObservationIgnored private lazy var ratioSubject = CurrentValueSubject<Double, Never>(ratio)
    /// What `$ratio` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var ratioPublisher: AnyPublisher<Double, Never> = ratioSubject.eraseToAnyPublisher()
    var isDirty = false { willSet { isDirtySubject.send(newValue) } didSet { print("dirty") } }
    @ObservationIgnored private lazy var isDirtySubject = CurrentValueSubject<Bool, Never>(isDirty)
    /// What `$isDirty` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var isDirtyPublisher: AnyPublisher<Bool, Never> = isDirtySubject.eraseToAnyPublisher()
    var offset = -1 {
        willSet { offsetSubject.send(newValue) }
        didSet {
            print("offset")
        }
    }
    @ObservationIgnored private lazy var offsetSubject = CurrentValueSubject<Int, Never>(offset)
    /// What `$offset` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var offsetPublisher: AnyPublisher<Int, Never> = offsetSubject.eraseToAnyPublisher()
    private var tags = Set<String>() {
        willSet { tagsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var tagsSubject = CurrentValueSubject<Set<String>, Never>(tags)
    /// What `$tags` published before the migration to Observation.
    @ObservationIgnored private lazy var tagsPublisher: AnyPublisher<Set<String>, Never> = tagsSubject.eraseToAnyPublisher()
    var settings = Settings.init() {
        willSet { settingsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var settingsSubject = CurrentValueSubject<Settings, Never>(settings)
    /// What `$settings` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var settingsPublisher: AnyPublisher<Settings, Never> = settingsSubject.eraseToAnyPublisher()
    var selection: String! {
        willSet { selectionSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var selectionSubject = CurrentValueSubject<String?, Never>(selection)
    /// What `$selection` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var selectionPublisher: AnyPublisher<String?, Never> = selectionSubject.eraseToAnyPublisher()
    @ObservationIgnored private var bag: [AnyCancellable] = []

    init() {
        titlePublisher.sink { print($0) }.store(in: &bag)
        self.wordsPublisher.sink { print($0) }.store(in: &bag)
        ratioPublisher.combineLatest(isDirtyPublisher, offsetPublisher).sink { print($0) }.store(in: &bag)
        tagsPublisher.sink { print($0) }.store(in: &bag)
    }
}

final class Autosave {
    private var bag = Set<AnyCancellable>()

    init(editor: Editor) {
        editor.settingsPublisher.sink { _ in }.store(in: &bag)
        editor.selectionPublisher.dropFirst().sink { print($0 ?? "") }.store(in: &bag)
    }
}

struct TitleField: View {
    @Environment(Editor.self) var editor
    @State private var shown = ""

    var body: some View {
        @Bindable var editor = editor
        TextField("Title", text: $editor.title)
            .onReceive(editor.titlePublisher) { shown = $0 }
    }
}
