import MigrationKit
import SwiftCST

/// `state-object`: `@StateObject` of a type that is `@Observable` after this run becomes `@State`.
public struct StateObjectTransform: ViewWrapperTransform {
    public static let id = "state-object"
    public static let summary = "@StateObject of an @Observable type becomes @State"
    public static let documentation = [
        """
        @StateObject of a type that is @Observable after this run becomes @State. SwiftUI keeps an
        @Observable object alive in @State just as @StateObject kept an ObservableObject, and @State
        observes it through the Observation framework.

          @StateObject private var model = Model()      →   @State private var model = Model()
          _model = StateObject(wrappedValue: Model(id)) →   _model = State(initialValue: Model(id))

        Modifiers, type annotations, comments and formatting are kept; `$model.name` bindings keep
        working (a @State of a class projects a Binding with member lookup).

        Preconditions: the type is @Observable after this run (migrated now by observable-object,
        already @Observable, or named by --assume-observable). Otherwise the property is left alone
        with a warning naming the type and why (declared outside the project, refused by
        observable-object with its reason, a generic parameter, an existential, unknown). `$model`
        used on its own, or `_model` used other than set up in an init, is refused too; and so that
        the code still compiles, a type a refusal leaves behind stays an ObservableObject.

        Behaviour: @StateObject's init(wrappedValue:) takes an autoclosure, so the object was created
        once per view identity; @State evaluates its initial value every time the view is
        initialised (each time its parent's body runs) and keeps the first. When that evaluation
        does more than assign stored properties, the rewrite still happens, but a warning at the
        property names what now runs again, where, and the most significant side effect it has:

          @StateObject var feed = FeedModel()          the property's initial value
          _feed = StateObject(wrappedValue: Feed(id))  a value set up in the view's init
          DialogView(viewModel: .init(id: i))          an argument of the memberwise init (whose
                                                       parameter was an autoclosure too), or of an
                                                       init parameter declared @autoclosure and
                                                       passed on: _m = StateObject(wrappedValue: m())

        An argument of a plain parameter (init(model: M) { _model = StateObject(wrappedValue:
        model) }) was evaluated by the caller every time already, and a variable passed in is only
        read: no warning. Nor for a property of an App (created once by the system); a Scene or a
        root view may be created again, and is warned. Calls in previews do not count. A property of a
        class that observable-object migrates is decided and reported there, with its class.

        What runs is read from the project's code: the type's stored property values, then the init
        the call's labels select among its own (one taking exactly the arguments given first; the
        synthesized, memberwise or inherited one when none of its own fits), the inits it delegates
        to (self.init, super.init, and the implicit super.init() at the end of a subclass's
        designated init) and the project types those create in turn. Computing values, assigning,
        branching and creating values count as nothing; the side effects, most significant first
        (the message names the first; among equals, the one that runs first):
          1. work that goes on or reaches out: a Task, a timer (Timer.scheduledTimer,
             Timer.publish), a queue dispatch (async, asyncAfter), a subscription or observer (sink,
             assign, add...Observer, onReceive, ...), a request, I/O or playback started (resume,
             start..., request..., connect, dataTask, write, play, post, ...), an object made with
             a start...: true argument (Updater(startingUpdater: true));
          2. a computed singleton of the project read (X.shared, .current, ... whose getter runs at
             each read); a stored one (static let shared = X()) is made once, so reading it again
             changes nothing, nor does reading another module's (Bundle.main, Calendar.current);
          3. any other call of a function or method, an await, a closure called on the spot; a
             try, try? or try! in the value (try! LogModel(): it may throw, and trap, at each view
             init); the object's own creation by an initializer the project does not declare
             (another module's type, whose init the tool cannot read), while the values made in
             its arguments (Date(), URL(fileURLWithPath:)) and in the code it runs count as nothing.
        A call of one of the project's functions (load(), self.load(), Log.app()) counts as what
        its body does, followed two levels deep (each function is read once); methods that only
        compute (map, flatMap, filter, sorted, decode, ...), cleanups (cancel, invalidate,
        removeObserver) and logging count as nothing; Data(contentsOf:) and its kin read a file (1).
        When the value creates the object (Model(), .init(…)), @State keeps the first one and
        releases the others at once: when the class's deinit (or a superclass's) has a side effect
        (it calls a stored closure, posts, stops something), the warning names it too.
        Move that work into `.task { }` or an explicit call. With --strict such properties are
        refused instead (and their type stays an ObservableObject).

        A `@StateObject static var` (a preview provider's model, a fixture) is never installed on
        a view: SwiftUI made a new object at each read of it. It becomes a plain `static var`
        holding one object, with a note; refused when `$m.member` makes a binding (a plain static
        has none) or when it is a class's (decided with the class).
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                final class LibraryModel: ObservableObject {
                    @Published var title = "Library"
                }

                struct LibraryView: View {
                    @StateObject private var model = LibraryModel()

                    var body: some View {
                        Text(model.title)
                    }
                }

                """,
            after: """
                import SwiftUI

                @Observable final class LibraryModel {
                    var title = "Library"
                }

                struct LibraryView: View {
                    @State private var model = LibraryModel()

                    var body: some View {
                        Text(model.title)
                    }
                }

                """),
        TransformExample(
            before: """
                import SwiftUI

                final class FeedModel: ObservableObject {
                    @Published var items: [String] = []

                    init() {
                        Task { await load() }
                    }

                    func load() async {}
                }

                struct FeedView: View {
                    @StateObject private var feed = FeedModel()

                    var body: some View {
                        List(feed.items, id: \\.self) { Text($0) }
                    }
                }

                """,
            after: """
                import SwiftUI

                @Observable final class FeedModel {
                    var items: [String] = []

                    init() {
                        Task { await load() }
                    }

                    func load() async {}
                }

                struct FeedView: View {
                    @State private var feed = FeedModel()

                    var body: some View {
                        List(feed.items, id: \\.self) { Text($0) }
                    }
                }

                """,
            diagnostics: [
                "Example.swift:14:5: warning: `@StateObject var feed` became `@State`, but `FeedModel()` now runs at every view init, "
                    + "and `FeedModel.init` starts a `Task` [state-object]",
                "Example.swift:7:14: note: starts a `Task` here",
            ]),
    ]
    public static let group: TransformGroup? = .observation
    public static let availability = Availability.observation
    public static let collectorTriggers = [ViewWrapperFacts.stateObjectTrigger]
    public static let reasons: [DiagnosticReason] = ViewWrapperKind.sharedReasons + [.strictSideEffects, .initSideEffects, .staticWrapperRemoved]

    static let kind = ViewWrapperKind.stateObject

    public init() {}

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        rewriteProperties(file, context: context, into: &result) { property, warning, result in
            if property.record.isStatic {
                guard let removal = file.tree.removal(of: property.attribute.node) else { return }
                result.edits.append(removal)
                result.raise(.staticWrapperRemoved, at: property.attribute.node,
                             "\(property.record.declared) became a plain `static var`: never installed on a view, it made a new object at each read; now it keeps one")
                return
            }
            guard let edits = property.renaming(to: "State", relabeling: "wrappedValue", as: "initialValue", relabelImplicitInit: false) else { return }
            result.edits += edits
            if let warning = warning { result.raise(warning, at: property.attribute.node) }
        }
        return result
    }

    /// Convert (with a warning when creating the object has side effects) or refuse.
    func decide(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions) -> WrapperDecision<Refusal?> {
        if let refusal = sharedRefusal(record, index: index, options: options) { return .refuse(refusal) }
        var warning: Refusal?
        if !record.isStatic, let repeated = RepeatedEvaluation.find(for: record, index: index) {
            if options.strict {
                let (text, notes) = repeated.consequence(converted: false)
                return .refuse(.vetoing(record, Refusal(.strictSideEffects, "--strict leaves it: \(text)", notes: notes)))
            }
            let (text, notes) = repeated.consequence(converted: true)
            warning = Refusal(.initSideEffects, "\(record.declared) became `@State`, but \(text)", notes: notes)
        }
        if let refusal = WrapperChecks.viewSideRefusal(record, index: index, options: options) { return .refuse(refusal) }
        return .convert(warning)
    }
}
