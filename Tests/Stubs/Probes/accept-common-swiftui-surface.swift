// A wide sample of everyday SwiftUI API (controls, containers, modifiers, styles,
// storage wrappers, custom modifiers/styles/shapes/environment keys, Combine), so gaps in
// the stubs show up as failures here rather than as false rejections of migrated code.
import SwiftUI
import Combine

// MARK: - Model

struct Task: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var isDone = false
    var due: Date = .now
    var priority: Priority = .normal
}

enum Priority: String, CaseIterable, Identifiable, Codable {
    case low, normal, high
    var id: Self { self }
}

enum AppError: LocalizedError {
    case offline
    var errorDescription: String? { "You are offline" }
}

// MARK: - Environment key

private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

// MARK: - Custom modifier, style, shape

struct CardModifier: ViewModifier {
    var cornerRadius: CGFloat = 12

    func body(content: Content) -> some View {
        content
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: cornerRadius))
            .shadow(radius: 2)
    }
}

extension View {
    func card() -> some View { modifier(CardModifier()) }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.accentColor))
            .foregroundStyle(.white)
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

// MARK: - Views

struct TaskListView: View {
    @State private var tasks: [Task] = []
    @State private var selection = Set<Task.ID>()
    @State private var filter: Priority? = nil
    @State private var query = ""
    @State private var isShowingError = false
    @State private var error: AppError?
    @State private var taskToDelete: Task?
    @AppStorage("showCompleted") private var showCompleted = true
    @AppStorage("sortKey") private var sortKey: String = "title"
    @AppStorage("lastOpened") private var lastOpened: Double?
    @SceneStorage("draft") private var draft = ""
    @FocusState private var isSearchFocused: Bool
    @Environment(\.accent) private var accent
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.openURL) private var openURL
    @Environment(\.editMode) private var editMode

    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    private let columns = [GridItem(.adaptive(minimum: 120), spacing: 8)]

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section {
                    ForEach($tasks) { $task in
                        HStack {
                            Toggle(isOn: $task.isDone) {
                                Text(task.title)
                                    .strikethrough(task.isDone)
                            }
                            .toggleStyle(.switch)
                            Text(task.due, style: .date)
                                .font(.caption)
                        }
                        .tag(task.id)
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button(role: .destructive) { taskToDelete = task } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                        .contextMenu {
                            Button("Duplicate") { tasks.append(task) }
                        }
                    }
                    .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
                    .onDelete { tasks.remove(atOffsets: $0) }
                } header: {
                    Text("Tasks")
                } footer: {
                    Text("\(tasks.filter(\.isDone).count) of \(tasks.count) done")
                }

                Section("Grid") {
                    LazyVGrid(columns: columns, spacing: 8) {
                        ForEach(0..<6) { index in
                            Triangle()
                                .fill(index.isMultiple(of: 2) ? Color.red : .blue)
                                .frame(height: 40)
                        }
                    }
                }

                Section("Controls") {
                    Picker("Filter", selection: $filter) {
                        Text("All").tag(Priority?.none)
                        ForEach(Priority.allCases) { priority in
                            Text(priority.rawValue.capitalized).tag(Optional(priority))
                        }
                    }
                    .pickerStyle(.segmented)
                    DatePicker("Due", selection: Binding(get: { tasks.first?.due ?? .now }, set: { _ in }), displayedComponents: .date)
                    Slider(value: .constant(0.5), in: 0...1)
                    ProgressView(value: 0.3, total: 1)
                    Stepper("Count", value: .constant(3), in: 0...10)
                    TextField("Draft", text: $draft, axis: .vertical)
                        .focused($isSearchFocused)
                        .textFieldStyle(.roundedBorder)
                        .submitLabel(.done)
                        .onSubmit { isSearchFocused = false }
                    SecureField("Password", text: .constant(""))
                    LabeledContent("Version", value: "1.0")
                }

                Section("More controls") {
                    Menu("More") {
                        Button("Open site") { openURL(URL(string: "https://example.com")!) }
                        Link("Docs", destination: URL(string: "https://example.com/docs")!)
                    }
                    Button("Pill") {}
                        .buttonStyle(PillButtonStyle())
                    Text("Hello, ") + Text("world").bold()
                    Text("Price: \(9.99, format: .number.precision(.fractionLength(2)))")
                    Text("Count: \(tasks.count)")
                    Text("Rating \(4.5, specifier: "%.1f")")
                    Text(verbatim: "verbatim")
                }

                Section("Media") {
                    Image(systemName: "star.fill")
                        .imageScale(.large)
                        .symbolRenderingMode(.hierarchical)
                    AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                        image.resizable().scaledToFit()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(width: 44, height: 44)
                    GeometryReader { proxy in
                        Color.clear.frame(width: proxy.size.width / 2)
                    }
                    .frame(height: 10)
                    DisclosureGroup("Advanced") {
                        Text("Hidden")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .overlay {
                if tasks.isEmpty {
                    ContentUnavailableView("No Tasks", systemImage: "checklist", description: Text("Add one with +"))
                }
            }
            .searchable(text: $query, prompt: "Search tasks")
            .refreshable { await reload() }
            .task { await reload() }
            .task(id: query) { await reload() }
            .onChange(of: query) { print("changed") }
            .onChange(of: query) { oldValue, newValue in print(oldValue, newValue) }
            .onReceive(ticker) { date in print(date) }
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    EditButton()
                    Button {
                        withAnimation(.spring()) {
                            tasks.append(Task(title: "New"))
                        }
                    } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(selection.count) selected")
                }
            }
            .alert("Error", isPresented: $isShowingError, presenting: error) { _ in
                Button("OK", role: .cancel) {}
            } message: { error in
                Text(error.localizedDescription)
            }
            .confirmationDialog("Delete task?", isPresented: Binding(get: { taskToDelete != nil }, set: { if !$0 { taskToDelete = nil } }), titleVisibility: .visible, presenting: taskToDelete) { task in
                Button("Delete \(task.title)", role: .destructive) {
                    tasks.removeAll { $0.id == task.id }
                }
            }
            .environment(\.accent, .orange)
            .tint(accent)
            .animation(.easeInOut, value: tasks)
        }
    }

    private func reload() async {
        try? await _Concurrency.Task.sleep(nanoseconds: 1_000)
    }
}

struct TabsView: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            TaskListView()
                .tabItem { Label("Tasks", systemImage: "checklist") }
                .tag(0)
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(0..<20, id: \.self) { row in
                        Text("Row \(row)")
                            .card()
                            .transition(.opacity.combined(with: .slide))
                    }
                }
            }
            .tabItem { Label("Feed", systemImage: "list.bullet") }
            .tag(1)
            .badge(3)
        }
    }
}

final class Clock: ObservableObject {
    @Published var now = Date()
    @Published var ticks = 0
    private var cancellables: Set<AnyCancellable> = []
    private let subject = PassthroughSubject<Int, Never>()
    private let current = CurrentValueSubject<String, Never>("")

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .assign(to: &$now)
        subject
            .filter { $0 > 0 }
            .map { $0 * 2 }
            .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
            .assign(to: \.ticks, on: self)
            .store(in: &cancellables)
        current
            .combineLatest($ticks)
            .map { "\($0) \($1)" }
            .eraseToAnyPublisher()
            .sink { print($0) }
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: Notification.Name("refresh"))
            .debounce(for: 0.5, scheduler: RunLoop.main)
            .sink { _ in }
            .store(in: &cancellables)
        Just(1)
            .setFailureType(to: AppError.self)
            .flatMap { value in Just(value).setFailureType(to: AppError.self) }
            .replaceError(with: 0)
            .sink { print($0) }
            .store(in: &cancellables)
    }
}
