import MigrationKit

/// What the readiness report knows of the transforms by their ids: the legacy patterns each
/// replaces, and the rules that sort their warnings into reasons. Kept as data beside the
/// transforms' own wording (MigrationKit does not import the transforms): a warning no rule
/// knows is still grouped, by its normalized text.
public enum ReadinessCatalog {
    /// The legacy patterns of each transform, in the order the report lists them.
    public static let patterns: [String: [LegacyPattern]] = [
        "observable-object": [LegacyPattern("ObservableObject conformances", .conformance("ObservableObject")),
                              LegacyPattern("@Published properties", .attribute("Published"))],
        "state-object": [LegacyPattern("@StateObject properties", .attribute("StateObject"))],
        "observed-object": [LegacyPattern("@ObservedObject properties", .attribute("ObservedObject"))],
        "environment-object": [LegacyPattern("@EnvironmentObject properties", .attribute("EnvironmentObject")),
                               LegacyPattern(".environmentObject(_:) injections", .modifier("environmentObject", label: nil))],
        "navigation-stack": [LegacyPattern("NavigationView", .call("NavigationView", labels: [])),
                             LegacyPattern("NavigationLink(isActive:)", .call("NavigationLink", labels: ["isActive"])),
                             LegacyPattern("NavigationLink(tag:selection:)", .call("NavigationLink", labels: ["tag", "selection"])),
                             LegacyPattern(".navigationBarTitle(_:)", .modifier("navigationBarTitle", label: nil))],
        "sheet-item": [LegacyPattern(".sheet(isPresented:)", .modifier("sheet", label: "isPresented")),
                       LegacyPattern(".fullScreenCover(isPresented:)", .modifier("fullScreenCover", label: "isPresented"))],
        "toolbar": [LegacyPattern(".navigationBarItems(...)", .modifier("navigationBarItems", label: nil)),
                    LegacyPattern(".navigationBarHidden(_:)", .modifier("navigationBarHidden", label: nil))],
        "alert-dialog": [LegacyPattern(".alert(isPresented:) { Alert }", .modifier("alert", label: "isPresented")),
                         LegacyPattern(".alert(item:) { Alert }", .modifier("alert", label: "item")),
                         LegacyPattern(".actionSheet(isPresented:)", .modifier("actionSheet", label: "isPresented"))],
        "preview-macro": [LegacyPattern("PreviewProvider structs", .conformance("PreviewProvider"))],
    ]

    /// Said under a transform whose patterns stay more often than it warns.
    public static let quietStays: [String: String] = [
        "sheet-item": "a presentation left without a warning has no optional value to present: it needs no migration",
        "navigation-stack": ".navigationBarTitle forms other than a title (and displayMode:) stay without a warning",
    ]

    public static let classifier = WarningClassifier(rules: observationRules + viewRules + navigationRules + sheetRules + cautionRules
                                                         + previewRules + toolbarRules + alertRules,
                                                     continuations: continuations)

    /// Clauses that continue the one before them: advice (imperative: "remove …", "pass …",
    /// which the rules' hints give) and asides.
    static let continuations = [
        ReasonRule("continuation", "", ["^@Observable has no publishers", "^it may be this class", "^in a NavigationSplitView use",
                                          "^NavigationStack would lose the columns", "^the @EnvironmentObject properties of the types it may inject stay",
                                          "^one NavigationStack or NavigationSplitView cannot do both", "^this tool cannot tell",
                                          "^observed now", "^@ObservationIgnored, as"]
                   + ["add", "attach", "choose", "convert", "give", "group", "make", "migrate", "move", "pass", "put", "remove", "replace",
                      "split", "use", "write"].map { "^\($0) " }),
    ]

    /// Why an ObservableObject class stays one (observable-object, and the view-side sites it holds back).
    static let observationRules = [
        ReasonRule("deployment-target", "a deployment target older than Observation needs (iOS 17, macOS 14)",
                   hint: "raise that target's deployment target, or pass --min-ios/--min-macos if the project file is wrong",
                   ["its deployment target is"]),
        ReasonRule("class-hierarchy", "another class of its hierarchy stays an ObservableObject, and a hierarchy migrates together",
                   ["a class hierarchy migrates together", "must migrate together with"]),
        ReasonRule("disabled-by-comment", "a swiftui-migrate:disable comment turns the migration off there",
                   ["swiftui-migrate:disable", "comment keeps it"]),
        ReasonRule("public-or-open", "public or open: other modules may rely on its ObservableObject conformance",
                   hint: "pass --include-public to migrate it", ["it is public or open"]),
        ReasonRule("published-storage-used", "its @Published storage (_name) is used", ["@Published wrapper _"]),
        ReasonRule("publisher-of-unknown-object", "a publisher of an object of unknown type is used (it may be this class's)",
                   ["of an object of unknown type is used"]),
        ReasonRule("object-will-change", "its objectWillChange is used or declared",
                   hint: "replace it with Observation: didSet, withObservationTracking or an AsyncStream",
                   ["objectWillChange publisher is used", "declares its own objectWillChange"]),
        ReasonRule("publisher-used", "a $property publisher (Combine) is used",
                   hint: "replace it with Observation: didSet, withObservationTracking or an AsyncStream", ["publisher is used"]),
        ReasonRule("refines-observable-object", "it conforms to a protocol that refines ObservableObject", ["which refines ObservableObject"]),
        ReasonRule("needs-observable-object", "generic code, an existential or a property wrapper needs an ObservableObject",
                   ["must be an ObservableObject", "needs Self to be an ObservableObject", "may hold any ObservableObject", "requires an ObservableObject"]),
        ReasonRule("not-a-class", "not a class: @Observable covers classes only",
                   ["covers classes only", "^it is a struct", "^it is an enum", "^it is an actor"]),
        ReasonRule("core-data-or-kvo", "Core Data or key-value observing observes it", ["NSManagedObject", "@NSManaged", "for key-value observing"]),
        ReasonRule("declared-outside", "it, or its superclass, is declared outside the files of this run",
                   ["declared outside the files of this run", "is declared outside this project"]),
        ReasonRule("ambiguous-name", "several types share its name, and a name cannot be placed between them",
                   ["several types are named", "none declared where it is used", "declared more than once there (#if)"]),
        ReasonRule("several-properties", "a declaration declares several properties at once", hint: "split it by hand",
                   ["declares several properties at once"]),
        ReasonRule("storage-clash", "a member _name clashes with the storage @Observable generates", ["would clash with the storage"]),
        ReasonRule("attached-macro", "it carries an attribute that may be a macro adding members the tool cannot see",
                   hint: "migrate it by hand, with what the macro adds", ["which may be a macro adding members"]),
        ReasonRule("app-storage", "its @AppStorage or @SceneStorage properties refresh views only in an ObservableObject",
                   hint: "make them computed properties over UserDefaults with access/withMutation(keyPath:)",
                   ["refreshes views via objectWillChange", "refresh views via objectWillChange"]),
    ]

    /// Why a @StateObject, @ObservedObject, @EnvironmentObject or .environmentObject stays.
    static let viewRules = [
        ReasonRule("injection-of-unknown-type", "an .environmentObject(_:) injects a value whose type the tool cannot tell",
                   hint: "inject a property or a Type(…) value", ["the static type of its value is unknown"]),
        ReasonRule("type-outside-project", "its type is not declared in the project (another module, or a typealias)",
                   hint: "pass --assume-observable TYPE if it is @Observable", ["is not declared in the project"]),
        ReasonRule("generic-parameter", "its type is a generic parameter", ["is a generic parameter", "is the generic parameter"]),
        ReasonRule("view-creates-model", "an @ObservedObject the view creates itself (so it owns it)",
                   hint: "make it @StateObject, or pass the model in", ["the view creates its model"]),
        ReasonRule("projection-used-alone", "$property is used on its own, and has no counterpart after the rewrite", ["is used on its own"]),
        ReasonRule("storage-used", "its _property storage is used outside an init", ["its storage `…` is used"]),
        ReasonRule("strict-side-effects", "--strict: @State would re-run an initializer with side effects", ["--strict leaves such properties alone"]),
        ReasonRule("type-not-observable", "its type is not @Observable after this run",
                   ["nor an ObservableObject that observable-object migrates", "is an ObservableObject that observable-object does not migrate"]),
        ReasonRule("type-unknown", "its type cannot be told", ["its type cannot be told", "has no type annotation, and the type of its initial value is unknown"]),
        ReasonRule("bindable-placement", "$property needs a @Bindable local the tool cannot place", ["needs `…` before it, but"]),
        ReasonRule("view-side-use-stays", "a view-side use of it stays as it is (see that use's warning)", ["stays as it is, and needs an ObservableObject"]),
    ]

    /// Why a NavigationView or NavigationLink stays.
    static let navigationRules = [
        ReasonRule("single-view-columns", "one view with the default style: columns on iPad or macOS, a stack on iPhone",
                   hint: "add .navigationViewStyle(.stack), or pass --navigation-single-column stack|split",
                   ["with one view and the default style it shows as columns"]),
        ReasonRule("style-per-platform", "its style differs per platform or depends on #if",
                   ["its style modifiers differ per platform", "applies on * depends on #if"]),
        ReasonRule("nested-stack", "it is inside another stack (pushed, or shown in one): it would nest stacks",
                   hint: "remove the inner NavigationView", ["would nest a second stack"]),
        ReasonRule("too-many-views", "more than three views: NavigationSplitView has three columns at most", ["has at most three columns"]),
        ReasonRule("views-under-if", "the number of its views depends on #if", ["the number of its views depends on an #if"]),
        ReasonRule("stack-style-extra-views", ".stack style with several views (only the first shows)", ["shows only the first"]),
        ReasonRule("unknown-style", "a navigationViewStyle the tool cannot read", ["is not .stack, .columns or .automatic"]),
        ReasonRule("spelled-out-type", "a declared type names NavigationView<…>", hint: "write some View there",
                   ["its declaration's type"]),
        ReasonRule("column-layout", "its columns' layout needs a hand edit first",
                   ["put each of its columns on a line of its own", "a declaration sits among its columns", "pass its content as a trailing closure",
                    "its closure is not closed"]),
        ReasonRule("link-in-row", "a NavigationLink(isActive:) in a List or ForEach row",
                   hint: "use NavigationLink(value:) with .navigationDestination(for:)", ["row, where a Button would lose"]),
        ReasonRule("link-shared-flag", "its isActive: flag also drives another link or a presentation",
                   ["also drives the NavigationLink", "also drives a ."]),
        ReasonRule("link-flag-not-property", "its isActive: is not a $property of the view", ["binding of this view, so nothing here can set it"]),
        ReasonRule("link-destination-scope", "its destination uses a local name not in scope at the stack's root",
                   ["declared around the link and not in scope"]),
        ReasonRule("link-stack-elsewhere", "its stack is in another view", hint: "move the link's destination there by hand",
                   ["no NavigationView or NavigationStack encloses it"]),
        ReasonRule("link-in-split-column", "it is in a NavigationSplitView column (the selection drives the detail)",
                   ["sits in a NavigationSplitView column"]),
        ReasonRule("link-container-stays", "its NavigationView stays (see that warning)", ["its NavigationView is left as is", "its NavigationView is not migrated"]),
        ReasonRule("link-no-destination-place", "its stack has no place for .navigationDestination(isPresented:)",
                   ["not in a stack's own content", "sits inside an #if block", "the stack's root content is on one line",
                    "is not a single view expression", "it is the stack's whole content"]),
        ReasonRule("link-form", "a NavigationLink form the tool does not rewrite",
                   ["its form is not one this rule reads", "its arguments are not closed", "its title is missing", "its label closure is missing",
                    "argument is not the last one", "modifier would be lost with it", "it is not a statement"]),
        ReasonRule("tag-selection-link", "NavigationLink(tag:selection:) is deprecated; value-based navigation replaces it by hand",
                   ["it is deprecated, and its replacement depends on the container"]),
    ]

    /// Why a sheet(isPresented:) or fullScreenCover(isPresented:) is not made item-driven.
    static let sheetRules = [
        ReasonRule("item-not-identifiable", "the item's type is not Identifiable in this project",
                   hint: "add the conformance, or pass --assume-identifiable TYPE", ["in this project (add the conformance"]),
        ReasonRule("item-type-unnamed", "the item's type is not a named Identifiable type", ["not a named `…` type", "is a protocol, and"]),
        ReasonRule("custom-binding", "isPresented: is a custom Binding", ["that does more than test", "is neither a `…` of this view nor"]),
        ReasonRule("flag-not-plain", "the flag is not a plain @State Bool starting as false",
                   ["is not a `…` property of this view", "is not a Bool", "does not start as"]),
        ReasonRule("has-observers", "the flag or the item has observers", ["has observers"]),
        ReasonRule("flag-toggled", "the flag is toggled", ["is toggled at"]),
        ReasonRule("flag-set-without-item", "the flag is set where the item is not given a value with it",
                   ["without giving `…` a value", "are separated by an `…`", "is set both to true and to false"]),
        ReasonRule("item-read-after-dismissal", "the item is read after dismissal, when item-driven presentation has set it to nil",
                   ["would see the nil", "has set it to nil by then"]),
        ReasonRule("flag-used-elsewhere", "the flag or the item is read or changed elsewhere",
                   ["is also read at", "is modified at", "is assigned a computed value"]),
        ReasonRule("passed-as-binding", "the flag or the item is passed down as a Binding", ["is passed down as a Binding"]),
        ReasonRule("item-set-without-flag", "the item is set or cleared where the flag is not", ["is set at * without `…`", "is set to nil at * without"]),
        ReasonRule("item-may-be-nil", "the value given to the item may be nil", ["may be nil, and"]),
        ReasonRule("item-changes-while-up", "the item changes while the sheet is up", ["while the sheet is up"]),
        ReasonRule("shared-presentation", "several presentations share the flag or the item",
                   hint: "present them with one sheet(item:) over an Identifiable enum", ["several presentations share it", "depends on several optional values"]),
        ReasonRule("not-private", "the flag or the item may be used from outside the view", hint: "make it private",
                   ["is not private and may be used from", "may be set from outside the view", "may be used from outside the view"]),
        ReasonRule("item-starts-with-value", "the item starts with a value (the sheet would show at once)", ["starts with a value"]),
        ReasonRule("comment-would-be-lost", "a comment would be lost", ["without losing a comment", "would be lost", "a comment sits between"]),
        ReasonRule("content-else", "the content shows something else when the item is nil", ["shows something else when"]),
        ReasonRule("content-uses-item", "the content uses the item in a way the rewrite cannot carry over",
                   ["other than through", "modifies `…` at", "unwraps `…`", "tests more than", "already uses the name", "already has a parameter named",
                    "reads `…` and"]),
    ]

    /// What to check by hand after a change.
    static let previewRules = [
        ReasonRule("not-plain-provider", "the provider is not a struct conforming to PreviewProvider alone", ["#Preview replaces only a struct"]),
        ReasonRule("provider-attributes", "the provider has attributes", ["its attributes have no place on #Preview"]),
        ReasonRule("not-at-file-scope", "the provider is nested in another declaration", ["it is nested in another declaration"]),
        ReasonRule("provider-used-by-name", "the provider is used by name elsewhere", ["its name is used elsewhere"]),
        ReasonRule("unchecked-name", "the provider's name holds no \"Preview\", so its uses were not looked for", ["its uses are looked for only in names"]),
        ReasonRule("state-property", "the provider declares a @State property", hint: "write #Preview with @Previewable @State (Xcode 16)",
                   ["it declares @State"]),
        ReasonRule("other-member", "the provider declares another member", ["it declares "]),
        ReasonRule("unusual-previews", "previews is not a computed static var", ["its previews is not a computed"]),
        ReasonRule("conditional-compilation", "the provider holds #if", ["it holds #if"]),
        ReasonRule("shared-statements", "several previews share declarations or control flow", ["its previews share declarations"]),
        ReasonRule("for-each", "a ForEach makes several previews", ["a ForEach makes several previews"]),
        ReasonRule("group-with-modifiers", "a Group of previews has modifiers", ["its Group of previews has modifiers"]),
        ReasonRule("unmapped-modifier", "a preview modifier has no exact #Preview form", ["has no exact #Preview form"]),
        ReasonRule("nested-modifier", "a preview modifier is inside a preview's view", ["is inside a preview's view"]),
        ReasonRule("conflicting-modifiers", "a preview setting is given twice", ["is given twice for one preview"]),
    ]

    static let toolbarRules = [
        ReasonRule("comment-would-be-lost", "a comment inside the code would be lost", ["a comment inside it would be lost", "a comment in it would be lost"]),
        ReasonRule("unusual-arguments", "the call has arguments with no toolbar form", ["its arguments have no toolbar form"]),
        ReasonRule("needs-ios-16", ".toolbar(_:for:) needs iOS 16, above the deployment target", ["needs iOS N, above"]),
    ]

    static let alertRules = [
        ReasonRule("item-form", "an item-driven alert or action sheet", hint: "write the isPresented:presenting: form by hand",
                   ["it is driven by an item"]),
        ReasonRule("content-not-literal", "the content is not one literal Alert or ActionSheet", ["its content is not one literal"]),
        ReasonRule("title-message-or-buttons-not-written-out", "a title, message or button list is not written out",
                   ["its title, message or buttons are not written out"]),
        ReasonRule("unmapped-button", "a button has no exact Button form", ["has no exact Button form"]),
        ReasonRule("system-cancel", "a system-labelled .cancel() in an alert", ["has the system's localized label"]),
        ReasonRule("own-alert-type", "the project declares its own Alert or ActionSheet", ["the project declares its own"]),
    ]

    static let cautionRules = [
        ReasonRule("deinit-side-effects", "@State releases the objects it makes again at once, and their deinit has side effects",
                   hint: "move that work out of deinit (into .onDisappear, say)", ["the extra objects are released at once"]),
        ReasonRule("init-side-effects", "@State evaluates the model's initializer on every view init, and it has side effects",
                   hint: "move that work into .task { }, or run with --strict", ["every time the view is initialised"]),
        ReasonRule("state-object-in-class", "a @StateObject in a class made a new object at each access; now the class makes one",
                   ["outside a view @StateObject made a new object at each access"]),
        ReasonRule("title-display-mode-twice", "the modifier chain sets two different title display modes", hint: "remove one of them",
                   ["the chain also sets"]),
    ]
}
