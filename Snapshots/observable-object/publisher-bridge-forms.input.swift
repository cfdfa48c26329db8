import Combine
import SwiftUI

final class Settings {}

final class Editor: ObservableObject {
    @Published var title = "" // shown in the window
    @Published private(set) var words = 0 {
        willSet {
            guard newValue >= 0 else { return }
            print("words", newValue)
        }
    }
    @Published var ratio = 0.5 { willSet(next) { print(next) } }
    @Published var isDirty = false { didSet { print("dirty") } }
    @Published var offset = -1 {
        didSet {
            print("offset")
        }
    }
    @Published private var tags = Set<String>()
    @Published var settings = Settings.init()
    @Published var selection: String!
    private var bag: [AnyCancellable] = []

    init() {
        $title.sink { print($0) }.store(in: &bag)
        self.$words.sink { print($0) }.store(in: &bag)
        $ratio.combineLatest($isDirty, $offset).sink { print($0) }.store(in: &bag)
        $tags.sink { print($0) }.store(in: &bag)
    }
}

final class Autosave {
    private var bag = Set<AnyCancellable>()

    init(editor: Editor) {
        editor.$settings.sink { _ in }.store(in: &bag)
        editor.$selection.dropFirst().sink { print($0 ?? "") }.store(in: &bag)
    }
}

struct TitleField: View {
    @EnvironmentObject var editor: Editor
    @State private var shown = ""

    var body: some View {
        TextField("Title", text: $editor.title)
            .onReceive(editor.$title) { shown = $0 }
    }
}
