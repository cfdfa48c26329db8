import MigrationKit

/// Why `observable-object` leaves a class an `ObservableObject`, and what it says of the classes it migrates.
extension DiagnosticReason {
    static let observationDeploymentTarget = DiagnosticReason(
        "deployment-target", .refusal, label: "a deployment target older than Observation needs (iOS 17, macOS 14)",
        help: "Raise that target's deployment target, or pass --min-ios, --min-macos, --min-tvos, --min-watchos or --min-visionos if the project file is wrong.", option: "--min-ios, --min-macos, --min-tvos, --min-watchos, --min-visionos")
    static let classHierarchy = DiagnosticReason(
        "class-hierarchy", .refusal, label: "another class of its hierarchy stays an ObservableObject",
        help: "A class hierarchy migrates together: remove what keeps the other class, then run again.")
    static let disabledByComment = DiagnosticReason(
        "disabled-by-comment", .refusal, label: "a swiftui-migrate:disable comment turns the migration off there",
        help: "Remove the comment to migrate it.")
    static let publicOrOpen = DiagnosticReason(
        "public-or-open", .refusal, label: "public or open in a module other projects may import: they may rely on its ObservableObject conformance",
        help: "Pass --include-public to migrate it, and update the modules that use it.", option: "--include-public")
    static let publishedStorageUsed = DiagnosticReason(
        "published-storage-used", .refusal, label: "its @Published storage (_name) is used other than to set it up in an init",
        help: "Replace the uses of the Published wrapper, then run again.")
    static let publisherOfUnknownObject = DiagnosticReason(
        "publisher-of-unknown-object", .refusal, label: "a publisher of an object whose type cannot be told is used (it may be this class's)",
        help: "Give the receiver a type the tool can read (an annotation), or replace the publisher.")
    static let objectWillChange = DiagnosticReason(
        "object-will-change", .refusal, label: "its objectWillChange is used or declared",
        help: "The message says how (subscribed to outside or inside the class, sent from outside it, in a closure, in an accessor, inside an if, where nothing changes). "
            + "@Observable has no publishers: replace it with didSet, withObservationTracking or an AsyncStream, then run again.")
    static let publisherUsed = DiagnosticReason(
        "publisher-used", .refusal, label: "a $property publisher (Combine) is used",
        help: "@Observable has no publishers: replace the uses with didSet, withObservationTracking or an AsyncStream, then run again.")
    static let refinesObservableObject = DiagnosticReason(
        "refines-observable-object", .refusal, label: "it conforms to a protocol that refines ObservableObject",
        help: "Drop ObservableObject from the protocol (and migrate its conforming classes together) by hand.")
    static let needsObservableObject = DiagnosticReason(
        "needs-observable-object", .refusal, label: "generic code, an existential or a property wrapper needs an ObservableObject",
        help: "Change that code to take an @Observable (Observable) type, then run again.")
    static let notAClass = DiagnosticReason(
        "not-a-class", .refusal, label: "not a class: @Observable covers classes only", help: "Make it a class by hand, or keep it.")
    static let synthesizedCoding = DiagnosticReason(
        "synthesized-codable", .refusal, label: "its Codable conformance is synthesized: under @Observable it would code the macro's storage",
        help: "Write CodingKeys naming the storage (`case _name = \"name\"`), or encode(to:) and init(from:), then run again.")
    static let coreDataOrKVO = DiagnosticReason(
        "core-data-or-kvo", .refusal, label: "Core Data or key-value observing observes it", help: "Keep it an ObservableObject.")
    static let declaredOutside = DiagnosticReason(
        "declared-outside", .refusal, label: "it, or its superclass, is declared outside the files of this run",
        help: "Run the tool on the files that declare it.")
    static let ambiguousName = DiagnosticReason(
        "ambiguous-name", .refusal, label: "several types share its name, and a name cannot be placed between them",
        help: "Qualify the name (Module.Type or Outer.Type) where it is used.")
    static let severalProperties = DiagnosticReason(
        "several-properties", .refusal, label: "a declaration declares several properties at once", help: "Split it by hand.")
    static let storageClash = DiagnosticReason(
        "storage-clash", .refusal, label: "a member _name clashes with the storage @Observable generates",
        help: "Rename the member, then run again.")
    static let viewSideUseStays = DiagnosticReason(
        "view-side-use-stays", .refusal, label: "a view-side use of it stays as it is and needs an ObservableObject",
        help: "See the warnings at those uses.")
    static let viewSideRefusal = DiagnosticReason(
        "view-side-refusal", .refusal, label: "a view-side transform kept a use of it that needs an ObservableObject",
        help: "See the view-side warning the note points at.")
    static let observationIgnoredAdded = DiagnosticReason(
        "observation-ignored-added", .information, label: "@ObservationIgnored added to properties that were not @Published",
        help: "They were not observed before; pass --observe-all to observe them.", option: "--observe-all")
    static let initializerUsesStorage = DiagnosticReason(
        "initializer-uses-storage", .information, label: "initializers now use the storage (_name) @Observable makes",
        help: "Nothing to do: they used the stored properties directly before.")
    static let publicMigrated = DiagnosticReason(
        "public-migrated", .caution, label: "a public or open class migrated because of --include-public",
        help: "Update code in other modules that uses it as an ObservableObject (@StateObject, $publishers, objectWillChange).",
        option: "--include-public")
    /// A public class migrated because only the run's own projects can import it (`MigrationOptions.projectOnlyFiles`).
    static let publicAPIChanged = DiagnosticReason(
        "public-api-changed", .information, label: "a public class only this project's targets import migrated, changing its public API",
        help: "Nothing to do in this project: its targets were migrated with it. Renamed $property publishers are listed at the class.")
    static let storageStaysIgnored = DiagnosticReason(
        "storage-stays-ignored", .information, label: "a property --observe-all would observe stays @ObservationIgnored",
        help: "Its initializers' uses cannot be pointed at its storage; rename the local or move the init to observe it.")
    static let classWrapperKept = DiagnosticReason(
        "class-wrapper-kept", .information, label: "a class's @ObservedObject or @StateObject property keeps its wrapper",
        help: "Nothing to do: it stays as before, with @ObservationIgnored.")
    static let classWrapperRemoved = DiagnosticReason(
        "class-wrapper-removed", .information, label: "a class's @ObservedObject wrapper was removed (it does nothing outside a view)",
        help: "Nothing to do.")
    static let stateObjectInClass = DiagnosticReason(
        "state-object-in-class", .caution, label: "a @StateObject in a class made a new object at each access; now the class makes one",
        help: "Check that the class means to own one object.")
    static let attachedMacro = DiagnosticReason(
        "attached-macro", .refusal, label: "it carries an attribute that may be a macro adding members the tool cannot see",
        help: "An @Published property a macro adds would be neither published nor tracked under @Observable: migrate the class and its macro by hand.")
    static let appStorage = DiagnosticReason(
        "app-storage", .refusal, label: "an @AppStorage property this tool cannot make observed, or a @SceneStorage property",
        help: "Make it a computed property over an @ObservationIgnored @AppStorage (or UserDefaults) whose getter calls access(keyPath:) and whose setter writes inside withMutation(keyPath:), then run again.")
    /// A migrated class's `@AppStorage` properties became computed properties over their wrappers, observed.
    static let appStorageObserved = DiagnosticReason(
        "app-storage-observed", .information, label: "@AppStorage properties now computed over @ObservationIgnored storage, observed",
        help: "Nothing to do: a write through the model refreshes the views reading it, as objectWillChange did; a UserDefaults change made elsewhere still refreshes none, as before.")
    /// A migrated class keeps its used `$name` publishers as `namePublisher` properties.
    static let publisherBridged = DiagnosticReason(
        "publisher-bridged", .information, label: "used $property publishers kept by a bridge",
        help: "Their subscribers now use the …Publisher properties, which publish what $property did, when it did.",
        option: "--publishers refuse")
    /// A migrated class's own `objectWillChange` sends went: Observation tracks the changes they announced.
    static let objectWillChangeTakenOver = DiagnosticReason(
        "object-will-change-taken-over", .information, label: "objectWillChange sends taken over by Observation",
        help: "The properties they announced are observed: a view re-renders for those it reads.")
    /// A forwarding of a child's `objectWillChange` that hopped to the main queue
    /// (`.receive(on: DispatchQueue.main)`) went: views reading the child now update in the
    /// change's own transaction (`WillChangeForwarding.Delivery`).
    static let forwardingOnMainRemoved = DiagnosticReason(
        "forwarding-on-main-removed", .caution, label: "a forwarding of a child's objectWillChange through the main queue went",
        help: "Views reading the child through this class now update with the change itself, inside its withAnimation (they animate), not a main-queue hop later.")
    /// An `assign(to: &$name)` of a class (or method) isolated to a global actor became a `sink`
    /// whose closure is isolated to it: in the Swift 6 language mode the closure checks that at
    /// run time (SE-0423) and traps when the publisher delivers elsewhere, where `assign` only wrote.
    static let sinkOnGlobalActor = DiagnosticReason(
        "sink-on-global-actor", .caution, label: "an assign(to:) became a sink whose closure is isolated to a global actor",
        help: "In the Swift 6 language mode it traps if the publisher delivers off that actor: deliver on it (.receive(on: DispatchQueue.main) for MainActor) if it may not.")
}
