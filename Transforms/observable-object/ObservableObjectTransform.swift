import MigrationKit
import SwiftCST

/// `observable-object`: `ObservableObject` classes become `@Observable`, with `@Published`
/// removed, decided for the whole project at once. Fills `ObservationFacts` for the
/// view-side transforms, which run after it.
public struct ObservableObjectTransform: Transform {
    public static let id = "observable-object"
    public static let summary = "ObservableObject classes become @Observable (with @Published removed)"
    public static let documentation = [
        """
        ObservableObject classes become @Observable classes (Observation, iOS 17 / macOS 14).
        Views then re-render only for the properties they read, not for every @Published change.
        """,
        examples.text,
        """
        What changes
        - @Observable goes on the class: after its attributes (@MainActor), before its modifiers
          (final, public), on its own line when the attributes are on their own lines or the
          declaration's header spans several lines (so aligned continuation lines stay aligned).
        - A `private` class nested in a type or extension becomes `fileprivate`: the macro adds
          `extension Outer.Model: Observable` at the file's top level, where a `private` nested
          type is inaccessible ("'Model' is inaccessible due to 'private' protection level"). Within
          its file that lets in no more code in practice. A top-level `private` class is file-scoped
          already and stays `private`.
        - The ObservableObject (or Combine.ObservableObject) conformance goes, with its comma, or
          with the colon when nothing else is inherited; an extension that only added the
          conformance (`extension Library: ObservableObject {}`) is deleted.
        - @Published goes; access modifiers, didSet/willSet, comments and layout stay.
        - A stored var that was not @Published was not observed, so it gets @ObservationIgnored and
          stays unobserved (a note lists them once per class; --observe-all observes them instead).
          lazy vars and vars with a property wrapper (@Injected, ...) always get it: the macro
          rejects them otherwise (@AppStorage is rewritten, see below). let, static/class and computed properties are untouched.
        - An @AppStorage property: inside an ObservableObject a write to it through the model sends
          objectWillChange (a UserDefaults change made elsewhere does not), so it becomes a computed
          property whose getter calls access(keyPath:) and whose setter writes inside
          withMutation(keyPath:), over the wrapper kept (key, store:, default value, observers) on an
          @ObservationIgnored private var storedName; an information note at the class lists them.
        - @ObservedObject and @StateObject on a property of the class go (see "View wrappers in a
          class" below).
          `var a = 0, b = 1` is split into one declaration per property, since the macros take one
          property per declaration (a class with `var a, b: Int` or a comment inside such a
          declaration is refused instead).
        - Imports: `import Observation` is added when the file imports neither SwiftUI nor
          Observation; `import Combine` is removed (or becomes `import Observation`) when nothing
          left in the file uses Combine. Imports inside #if are left alone.
        - A subclass of a migrated class gets @Observable when it has @Published properties of its
          own, @AppStorage ones, or objectWillChange sends Observation takes over; without them
          it inherits the conformance and is left as it is.

        Initializers and observers (didSet/willSet), as the compiler has them (the runtime tests
        build and run legacy code and its migrated form, and compare when the observers run):
        - A plain stored property is read and written directly in its class's own initializers
          (designated or convenience, in the class or an extension): its observers never run there.
          Closures, local functions and `defer` blocks in an init go through the setter.
        - An @Published property is a wrapped property: an assignment in an init initializes the
          wrapper (no observers) until every stored property has a value (in a subclass, until
          super.init() returns); after that it is a set, and its willSet/didSet run. @Observable
          gives the property an `init` accessor and moves its observers onto the storage `_name`,
          with the same rule, so @Published properties keep their behaviour and init bodies stay
          as they are.
        - `_name = Published(initialValue: x)` (or `wrappedValue:`, `.init(…)`, `self._name`) as a
          statement of the class's own init sets up the wrapper's storage, without observers or a
          notification: it becomes `_name = x`, which sets the macro's storage the same way (not when
          a bridge keeps the property's `$name` and the init delegates or used `$name` before: its
          subject would miss the value). A local
          variable named `_name` is not the storage and keeps nothing from migrating.
        - A plain property that --observe-all observes would start running its observers in init:
          its uses in the class's own initializers name the macro's storage instead (`self.step = 1`
          becomes `self._step = 1`; a note lists them). Without observers, only reads and mutations
          need the storage (`count += 1` before every property has a value would need the whole
          `self` through the computed property); a plain `count = 0` stays. Where the storage
          cannot be named it stays @ObservationIgnored, with a note: a local of the same name in an
          init hides it, or a convenience init in another file sets it (the storage is private)
          and it has observers.
        - An initializer of a subclass setting its superclass's property after super.init() went
          through the setter, running the observers, and still does.

        View wrappers in a class. SwiftUI installs @ObservedObject and @StateObject only in views:
        - @ObservedObject in a class only holds the object (the class is not told of its changes):
          it goes. The property is observed when its type is @Observable after this run: a view
          reading `account.profile.name` follows the profile's changes through Observation either
          way, and observing `profile` also tells it when the profile is replaced. Otherwise it gets
          @ObservationIgnored, as before. A note says which.
        - @StateObject in a class made a new object at each access (SwiftUI warns so at run time):
          it goes, and a warning says that one object is now made with the class.
        - Either stays (with @ObservationIgnored, and a note) when its $name or _name is used, when
          the property has observers, or when the declaration has several properties.

        Publishers kept (--publishers bridge, the default). A class whose @Published property's
        $name publisher is used (by a receiver of known type) migrates with a bridge that keeps
        what $name did: the current value for each new subscriber, then each new value in willSet,
        before the property changes (a subscriber reading the property sees the old value), on the
        writer's thread, never failing. The property keeps its willSet (the send goes last in it,
        in a defer when the body may return early) and its didSet, and stays observed:
            var query = "" {
                willSet { querySubject.send(newValue) }
            }
            @ObservationIgnored private lazy var querySubject = CurrentValueSubject<String, Never>(query)
            /// What `$query` published before the migration to Observation.
            @ObservationIgnored private(set) lazy var queryPublisher: AnyPublisher<String, Never> = querySubject.eraseToAnyPublisher()
        The publisher is made once and kept, as $query handed out one publisher of the same
        storage: SwiftUI's `.onReceive` subscribes again when given another publisher value, which
        a new AnyPublisher at each read would be (and the subject would replay its value each time).
        Every use is renamed: `$query.debounce…` in the class, `cart.$items.sink` in another class,
        `.onReceive(store.$theme)` in a view; `$model.query` (a binding) is not a publisher use and
        stays. The publisher has the property's access level; a note at the class lists what was
        kept. `publisher.assign(to: &$items)`, a statement of a method or init in the property's
        file, becomes a subscription kept beside the property, as assign kept it (values set
        synchronously, no strong reference to the object, gone with the object; a second call
        adds a second subscription):
            publisher.sink { [weak self] in self?.items = $0 }.store(in: &itemsAssignments)
            @ObservationIgnored private var itemsAssignments = Set<AnyCancellable>()
        The class stays, with the reason, when another `&$items` is passed inout (another object's,
        inside a closure, in another file, or a property with observers, which assign does not
        run), a key path `\\Model.$items`, when the property's type is not
        known (an annotation, a literal or a `Type(…)` value tells it, or the project's declarations
        tell it is a named type: an enum case `Tab.home`, `Store.shared`, `makeStore()`), when Published<T>.Publisher
        is spelled for that type where AnyPublisher would not fit (the publisher may flow there: a
        property's, a result's or a closure's type, a protocol requirement; a parameter of a function
        or init becomes `some Publisher<T, Never>`, which takes both), or when a member of the class,
        its hierarchy or extensions already has the name queryPublisher, querySubject or queryAssignments.
        --publishers refuse keeps every such class an ObservableObject, as before.

        objectWillChange, case by case. Where Observation takes a class's own objectWillChange over,
        the use goes (a note says so), else the class stays:
        - `willSet { objectWillChange.send() }` on a stored property: the send goes (with the
          willSet or the accessor block when nothing else is left) and the property is observed;
          also a send that is the only statement of an `if` there, without `else`, whose condition
          calls nothing (`if appState != .active { objectWillChange.send() }`, a workaround that
          announces the change once more in some state): the `if` goes with the comment above it,
          as Observation announces every change of the property; when the property's `$name`
          publisher is bridged, the bridge's send takes the place of the last statement so removed;
        - `objectWillChange.send()` right before assignments to stored properties of the class
          (`total = 0`, `self.items = []`), also in the branches of an `if` or `switch` right
          after it whose conditions call nothing and whose branches only assign (or `break`), with
          local declarations between them (`let fraction = …`) that do not declare an assigned
          name: the send goes and those properties are observed (a mutating call such as
          `items.append(x)` is not an assignment: the class stays);
        - `objectWillChange.send()` first in the setter of a computed property (backed by
          UserDefaults or another store): the getter calls the macro's `access(keyPath: \\.name)`
          and the rest of the setter runs inside `withMutation(keyPath: \\.name) { … }`;
        - `objectWillChange.send()` after writes to stored properties of the class in the same
          block (`isPresented = true; ids.removeAll(); objectWillChange.send()`, also a mutating
          method or subscript write of an array, set or dictionary property, a `forEach` doing one
          such write, and main-queue dispatches after the send doing only such writes): the send
          goes, as those writes announce themselves, and the properties are observed;
        - a forwarding `child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }`
          (through `self.child`, `child?`, kept by `.store(in:)` or `cancellable = …`) goes when both
          classes migrate; one through `.receive(on: DispatchQueue.main)` (or `RunLoop.main`) goes with
          a caution (forwarding-on-main-removed): views reading the child now update with the change,
          inside its `withAnimation`, not a main-queue hop later;
        - a declared `let objectWillChange = ObservableObjectPublisher()` goes with those sends;
        - any other send (inside an `if` elsewhere, a throttled redraw) or a subscription to an object's
          objectWillChange keeps its class, with the place.

        Types are told apart by their qualified names, and a name is looked up where it is
        written, as Swift does: inside StatusCard (or an extension of it) `ViewModel` is
        StatusCard.ViewModel, before a top-level ViewModel; `StatusCard.ViewModel` spelled out is
        that type; `extension StatusCard.ViewModel` belongs to it, and names inside it are looked
        up in StatusCard.ViewModel, then StatusCard, then the top level; a type nested in a
        superclass is found from its subclasses; type aliases are followed where they are declared.
        So StatusCard.ViewModel and UserCard.ViewModel are decided apart. Top-level types of one
        name (in two targets) are decided together.

        Decided for the whole project: a class migrates only when nothing anywhere needs it to stay
        an ObservableObject. Otherwise it is left unchanged and a warning at the class says why and
        where (the first few places). The view-side transforms (state-object, observed-object,
        environment-object) read the same decision, so a refused class keeps its @StateObject and
        @EnvironmentObject too. A class stays an ObservableObject when:
        - a $property publisher of it is used where no bridge can keep it (see "Publishers kept"), or
          anywhere under --publishers refuse, or its `_query` wrapper storage is used other than
          to set it up in an init (a new wrapper later, a closure, a comment inside the call);
        - objectWillChange is used in a way Observation does not take over (see above:
          `.onReceive(model.objectWillChange)`, a forwarded child's `child.objectWillChange.sink`,
          a send inside an `if` outside a willSet), or the class declares its own of another kind;
        - it is a struct, enum or actor, an NSManagedObject, or has @NSManaged or @objc dynamic
          properties (Core Data and key-value observing need them as they are; NSManagedObject
          subclasses that do not list the conformance get no warning but are reported as refused
          to the view-side transforms);
        - its Codable (Encodable, Decodable) conformance is synthesized: the macro turns its
          stored properties into `_name` storage beside `_$observationRegistrar`, which the
          synthesized coding would read and write instead (persisted data would stop decoding);
          with `encode(to:)` and `init(from:)` written by hand it migrates;
        - it conforms to a protocol that refines ObservableObject and that protocol stays (see
          "Protocols refining ObservableObject" below), or to a protocol whose extension needs
          `Self: ObservableObject`; a property wrapper that requires
          ObservableObject wraps it or is applied inside it; it is passed to a generic type whose
          parameter must be an ObservableObject (`Panel(model: inbox)` for
          `struct Panel<Model: ObservableObject>`: the initializer arguments of that parameter's
          type are followed to their types, like receivers below);
        - generic functions, existentials or an `extension ObservableObject` accept any
          ObservableObject (`func bind<T: ObservableObject>`, `any ObservableObject`): this tool
          cannot tell which classes reach them, so every class stays;
        - its first inherited type is declared outside the project and is not a known protocol or
          NSObject: it may be an ObservableObject superclass, which cannot migrate with it;
        - it is in a class hierarchy with a class that stays: a class and its project superclasses
          and subclasses migrate together or not at all;
        - it is public or open in a module other projects may import: a standalone package with a
          library product, a framework no app of its Xcode project depends on, a file outside any
          project; --include-public migrates it anyway (with a note). A public class of an app
          target, of a framework an app of its project depends on, or of a local package (used by a
          project of the run, or inside an app's folder, or vending no library) migrates, with a
          note that its public API changed;
        - a use's type name cannot be placed between several classes: none of the types of that
          name is declared where it is used (it may be another module's, or inherited from outside
          the project), or it is declared more than once there (a typealias under #if); every
          class it may be stays, and the warning names them;
        - a member `_name` would clash with the storage @Observable generates for `name`;
        - it has a @SceneStorage property (per-scene view state), or an @AppStorage property that
          cannot become the computed property above: its type is not spelled nor read from a
          literal or constructor call, it carries another attribute (@objc) or a modifier other
          than an access level or final, an init uses it, its storedName is taken in the class's
          hierarchy, or its $name binding or _name wrapper is used;
        - it carries an attribute that may be an attached macro (any but the compiler's own,
          @MainActor, a few of Apple's and the project's global actors): a macro may add members
          this tool cannot see, and an @Published one would be neither published nor observed;
        - it declares several properties in one declaration that cannot be split (see above);
        - a `// swiftui-migrate:disable-next-line observable-object` comment is on the line above
          the class (or its extension adding the conformance).

        Protocols refining ObservableObject. `protocol ViewStore: ObservableObject` becomes
        `protocol ViewStore: AnyObject, Observable` (other inherited protocols, the where clause,
        attributes and comments stay; AnyObject is not added when the protocol is class-bound
        already) when the protocol and every class conforming to it (or to a protocol refining it)
        migrate; those classes get @Observable and keep `: ViewStore`. `some ViewStore`,
        `any ViewStore` and `<S: ViewStore>` keep compiling, and Observation tracks what is read
        through them (a runtime test). The protocols and their conformers decide as one: when one
        stays, all stay, and the warning at each conformer says which conformer or use holds them.
        A protocol stays when it is public in a module other projects may import, a requirement
        names objectWillChange, a $name publisher or Published, a generic view holds a value of a
        parameter constrained to it with @ObservedObject, @StateObject or @EnvironmentObject, a
        $name or objectWillChange is used on a value of its type (in its extensions too) or of
        a generic parameter, or its file's deployment target is older than Observation needs.

        Which `$name` uses count. `$name` is also how views reach their own @State, @Binding and
        @ObservedObject wrappers, so only these are publisher uses:
        - a bare `$name` or `self.$name` inside the class, its extensions or subclasses, where
          `name` is an @Published property of it (a view's `$name` is the view's own wrapper);
        - `receiver.$name` elsewhere, where the receiver's type is found from declarations only:
          `self`, parameters, locals, `if let`/`guard let`, closure captures, payloads of project
          enum cases (`case .editor(let model)`), properties of the enclosing type
          (`@ObservedObject var model: SearchModel`, `@StateObject var model = SearchModel()`),
          static properties (`AppState.shared`), globals and type aliases, followed member by member
          and through array and dictionary subscripts (`manager.editors[id]?.$tabs`); the use
          blocks the class that declares @Published `name`;
        - when the receiver's type cannot be found (a call result, an untyped closure parameter),
          `receiver.$name` blocks every class with an @Published `name`, and
          `receiver.objectWillChange` blocks every class: the warning says "of an object of
          unknown type ... it may be this class's";
        - a key path without a root, `\\.$name`, inside a type that has its own wrapped property
          `name` (an App Intent's @Parameter) is that type's; `\\Model.$name` is Model's;
        - `$binding.name` is a view's binding, not a publisher, and never counts; nor does a bare
          `$name` outside any type (a #Preview's @State), nor uses in generic code over a
          parameter constrained to ObservableObject (the generic rules cover them).

        Deployment targets: Observation needs iOS 17, macOS 14, tvOS 17, watchOS 10. A file
        whose target (read from Package.swift platforms: or the Xcode target's build settings,
        --min-ios/--min-macos over them) is older is not rewritten, and the whole-project decisions
        keep what it needs: a class declared there stays an ObservableObject (with a warning at the
        views that use it), and so does a class that such a file holds with @StateObject,
        @ObservedObject or @EnvironmentObject or injects with .environmentObject (a warning at the
        class says which file).
        """,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import Combine

                @MainActor
                final class Library: ObservableObject {
                    @Published private(set) var books: [Book] = []
                    @Published var query = "" {
                        didSet { refresh() }
                    }
                    private var loadCount = 0
                    lazy var formatter = BookFormatter()
                    let api = API()
                }

                """,
            after: """
                import Observation

                @MainActor
                @Observable
                final class Library {
                    private(set) var books: [Book] = []
                    var query = "" {
                        didSet { refresh() }
                    }
                    @ObservationIgnored private var loadCount = 0
                    @ObservationIgnored lazy var formatter = BookFormatter()
                    let api = API()
                }

                """,
            diagnostics: [
                "Example.swift:3:1: note: Library: @ObservationIgnored added to loadCount, not @Published before; --observe-all observes it [observable-object]",
            ],
            context: """
                struct Book {}
                struct API {}
                final class BookFormatter {}

                extension Library {
                    func refresh() {}
                }

                """),
        TransformExample(
            before: """
                import Combine

                final class SearchModel: ObservableObject {
                    @Published var query = ""
                    private var subscriptions = Set<AnyCancellable>()

                    init() {
                        $query
                            .removeDuplicates()
                            .sink { print("search", $0) }
                            .store(in: &subscriptions)
                    }
                }

                """,
            after: """
                import Combine
                import Observation

                @Observable final class SearchModel {
                    var query = "" {
                        willSet { querySubject.send(newValue) }
                    }
                    @ObservationIgnored private lazy var querySubject = CurrentValueSubject<String, Never>(query)
                    /// What `$query` published before the migration to Observation.
                    @ObservationIgnored private(set) lazy var queryPublisher: AnyPublisher<String, Never> = querySubject.eraseToAnyPublisher()
                    @ObservationIgnored private var subscriptions = Set<AnyCancellable>()

                    init() {
                        queryPublisher
                            .removeDuplicates()
                            .sink { print("search", $0) }
                            .store(in: &subscriptions)
                    }
                }

                """,
            diagnostics: [
                "Example.swift:3:1: note: SearchModel: @ObservationIgnored added to subscriptions, not @Published before; --observe-all observes it [observable-object]",
                "Example.swift:3:1: note: SearchModel: kept $query as queryPublisher for its Combine subscribers [observable-object]",
                "Example.swift:8:9: note: $query used here, now queryPublisher",
            ]),
    ]
    public static let group: TransformGroup? = .observation
    /// A class becomes `@Observable` with its wrappers, injections and publisher uses in other files.
    public static let editsDependAcrossFiles = true
    public static let availability = Availability.observation
    public static let reasons: [DiagnosticReason] = [
        .observationDeploymentTarget, .unchangeableFile, .classHierarchy, .disabledByComment, .publicOrOpen, .publishedStorageUsed, .publisherOfUnknownObject,
        .objectWillChange, .publisherUsed, .refinesObservableObject, .needsObservableObject, .notAClass, .synthesizedCoding, .coreDataOrKVO, .declaredOutside,
        .ambiguousName, .severalProperties, .storageClash, .viewSideUseStays, .viewSideRefusal,
        .observationIgnoredAdded, .initializerUsesStorage, .publicMigrated, .publicAPIChanged, .storageStaysIgnored, .classWrapperKept, .classWrapperRemoved,
        .stateObjectInClass, .attachedMacro, .appStorage, .appStorageObserved, .publisherBridged, .objectWillChangeTakenOver, .sinkOnGlobalActor,
        .forwardingOnMainRemoved,
    ]

    /// A class that stays is reported where its file's deployment target holds this transform
    /// back: view-side diagnostics elsewhere point at its warning.
    public static func reportsWhenHeldBack(_ reason: DiagnosticReason) -> Bool { reason.kind == .refusal }

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        TypeFacts.collect(file, into: &index)
        var collector = ObservableObjectCollector(file: file)
        collector.collect()
        index[ObservableObjectFacet.self].merge(collector.facet)
    }

    public func resolve(_ index: inout ProjectIndex, options: MigrationOptions) {
        let (decisions, facts) = ObservableObjectDecider(index: index, options: options).decide()
        index[ObservableObjectDecisions.self] = decisions
        index[ObservationFacts.self] = facts
    }

    /// Only files declaring (or extending) an `ObservableObject` class have anything to change or report.
    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        index[ObservableObjectDecisions.self].paths.contains(file.path)
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        ObservableObjectRewriter(file: file, index: context.index, options: context.options).rewrite()
    }
}
