import MigrationKit

/// The wording of `observable-object`'s warnings, notes and refusal reasons: one short line
/// each, the places as notes.
enum RefusalMessage {
    static let managedObject = "it is an NSManagedObject subclass, which Core Data observes itself"

    /// The warning at a class that is not migrated: the main reason, as many others as fit in
    /// one short line, and every reason's places as notes.
    static func warning(_ name: String, _ reasons: [Refusal]) -> Refusal {
        let head = "\(name) stays an ObservableObject: "
        var said = [reasons[0].text]
        for reason in reasons.dropFirst() where !said.contains(reason.text) {
            let candidate = said + [reason.text]
            if (head + candidate.joined(separator: "; ")).count + 24 > DiagnosticText.maximumLength { break }
            said = candidate
        }
        let others = Set(reasons.map(\.text)).count - said.count
        var message = head + said.joined(separator: "; ")
        if others > 0 { message += "; and \(others) more reason\(others == 1 ? "" : "s")" }
        return Refusal(reasons[0].reason, message, notes: reasons.flatMap(\.notes))
    }

    /// The note at a public class that migrates: only the run's projects can import it
    /// (`projectOnly`), or `--include-public` says so.
    static func publicNote(_ name: String, projectOnly: Bool) -> Refusal {
        guard projectOnly else {
            return Refusal(.publicMigrated, "\(name) is public or open and migrates because of --include-public: update other modules that use it as an ObservableObject")
        }
        return Refusal(.publicAPIChanged, "\(name) is public and migrates, as only this project's targets can import it: its public API is no longer an ObservableObject")
    }

    /// The note at a class whose plain stored properties get `@ObservationIgnored`.
    static func ignoredNote(_ name: String, properties: [String]) -> Refusal {
        Refusal(.observationIgnoredAdded, "\(name): @ObservationIgnored added to \(listed(properties)), not @Published before; --observe-all observes \(properties.count == 1 ? "it" : "them")")
    }

    /// The note at a class whose own `objectWillChange` sends went, with the plain properties now observed.
    static func sendsNote(_ name: String, observed: [String]) -> String {
        guard !observed.isEmpty else { return "\(name): its objectWillChange sends went; Observation tracks the changes they announced" }
        let list = listed(observed)
        return "\(name): its objectWillChange sends went; \(list), whose changes they announced, \(observed.count == 1 ? "is" : "are") observed now"
    }

    /// The caution at a forwarding through the main queue that went (`WillChangeForwarding.Delivery.onMain`).
    static let forwardingOnMainNote = "objectWillChange forwarding through the main queue removed: views reading the child now update with the change, in its transaction"

    /// The note at a class whose used `$name` publishers a bridge keeps (the uses are its notes).
    static func bridgeNote(_ name: String, _ bridges: [PublisherBridge]) -> String {
        let publishers = bridges.filter(\.keepsPublisher)
        let assigned = bridges.filter { !$0.assignments.isEmpty }
        var kept: [String] = []
        if !publishers.isEmpty {
            kept.append("\(listed(publishers.map { "$\($0.property) as \($0.publisherName)" })) for \(publishers.count == 1 ? "its" : "their") Combine subscribers")
        }
        if !assigned.isEmpty {
            kept.append("the assign(to:) subscriptions of \(listed(assigned.map(\.property))) as sinks")
        }
        return "\(name): kept " + kept.joined(separator: ", and ")
    }

    /// The note at a class whose initializers now use the storage of properties `--observe-all` observes.
    /// The note at a class whose `@AppStorage` properties became computed properties over their wrappers.
    static func appStorageNote(_ name: String, _ properties: [AppStorageProperty]) -> Refusal {
        let one = properties.count == 1
        return Refusal(.appStorageObserved, "\(name): @AppStorage \(listed(properties.map(\.name))) \(one ? "is" : "are") now computed and observed, "
                       + "over the wrapper\(one ? "" : "s") kept in @ObservationIgnored stored propert\(one ? "y" : "ies")")
    }

    static func storageNote(_ name: String, properties: [String]) -> Refusal {
        Refusal(.initializerUsesStorage, "\(name): its initializers now use \(listed(properties.map { "_" + $0 })), the storage @Observable makes, as they used the properties directly before")
    }

    /// A reason made of view-side uses that stay as they are, with a note at each;
    /// `ambiguity`: why they may be this class's, when their type name cannot be placed.
    static func legacyUseReason(_ uses: [ObservationFacts.LegacyUse], ambiguity: TypeAmbiguity? = nil) -> Refusal {
        let notes = uses.map { DiagnosticNote.at(Site(path: $0.path, location: $0.location), "\(oneLineQuote($0.description, limit: 120)) stays here (\($0.transformID))") }
        let count = uses.count == 1 ? "a view-side use stays" : "\(uses.count) view-side uses stay"
        guard let ambiguity = ambiguity else {
            return Refusal(.viewSideUseStays, "\(count) as \(uses.count == 1 ? "it is" : "they are") and need\(uses.count == 1 ? "s" : "") an ObservableObject", notes: notes)
        }
        return Refusal(.viewSideUseStays, "\(count) as \(uses.count == 1 ? "it is" : "they are"), and its type \(TypeNaming.describe(ambiguity))", notes: notes)
    }

    /// A reason made of uses of one kind, with a note at each place; `unknownBecause`: why the
    /// first one's receiver has an unknown type, said in its note.
    static func useReason(_ key: UseKey, sites: [Site], unknownBecause why: String? = nil) -> Refusal {
        let count = places(sites)
        /// Notes at `sites` saying `what`, the first one with why its receiver's type is unknown.
        func unknownNotes(_ what: String) -> [DiagnosticNote] {
            sites.enumerated().map { index, site in .at(site, index == 0 ? why.map { "\(what): \(oneLineQuote($0, limit: 120))" } ?? what : what) }
        }
        switch (key.what, key.certainty) {
        case (.use(.projected(let property)), .certain):
            return Refusal(.publisherUsed, "its $\(property) publisher is used\(count)", at: sites, note: "$\(property) publisher used here")
        case (.use(.projected(let property)), .unknownReceiver):
            return Refusal(.publisherOfUnknownObject, "$\(property) of an object of unknown type is used\(count)", notes: unknownNotes("$\(property) of an object of unknown type used here"))
        case (.use(.projected(let property)), .ambiguous(let why)):
            return Refusal(.publisherOfUnknownObject, "its $\(property) publisher may be used\(count): the receiver's type \(why)", at: sites, note: "$\(property) publisher may be used here")
        case (.use(.storage(let property)), _):
            return Refusal(.publishedStorageUsed, "its @Published wrapper _\(property) is used\(count)", at: sites, note: "_\(property) used here")
        case (.use(.objectWillChange), .certain):
            return Refusal(.objectWillChange, "its objectWillChange publisher is used\(count)", at: sites, note: "objectWillChange used here")
        case (.willChange(let kind), _):
            return willChangeReason(kind, sites: sites)
        case (.use(.objectWillChange), .unknownReceiver):
            return Refusal(.publisherOfUnknownObject, "objectWillChange of an object of unknown type is used\(count)", notes: unknownNotes("objectWillChange of an object of unknown type used here"))
        case (.use(.objectWillChange), .ambiguous(let why)):
            return Refusal(.publisherOfUnknownObject, "its objectWillChange may be used\(count): the receiver's type \(why)", at: sites, note: "objectWillChange may be used here")
        case (.use(.declaresObjectWillChange), _):
            return Refusal(.objectWillChange, "it declares its own objectWillChange", at: sites, note: "objectWillChange declared here")
        case (.passed(let type, let parameter, let declaration), .certain):
            return Refusal(.needsObservableObject, "it is passed to \(type), whose \(parameter) must be an ObservableObject\(count)",
                                 notes: sites.map { .at($0, "passed to \(type) here") } + [.at(declaration, "\(parameter) declared here")])
        case (.passed(let type, let parameter, let declaration), .unknownReceiver):
            return Refusal(.needsObservableObject, "a value of unknown type, maybe this class, is passed to \(type), whose \(parameter) must be an ObservableObject\(count)",
                                 notes: unknownNotes("value passed to \(type) here") + [.at(declaration, "\(parameter) declared here")])
        case (.passed(let type, let parameter, let declaration), .ambiguous(let why)):
            return Refusal(.needsObservableObject, "it may be passed to \(type), whose \(parameter) must be an ObservableObject: the value's type \(why)",
                                 notes: sites.map { .at($0, "value passed to \(type) here") } + [.at(declaration, "\(parameter) declared here")])
        }
    }

    /// The `object-will-change` reason for uses of one kind, with a note at each place.
    private static func willChangeReason(_ kind: WillChangeUse, sites: [Site]) -> Refusal {
        let count = places(sites)
        switch kind {
        case .outside(let sent, let type):
            let place = type.map { " (in \($0))" } ?? ""
            return sent ? Refusal(.objectWillChange, "its objectWillChange is sent from outside the class\(place)\(count)", at: sites, note: "objectWillChange sent here")
                : Refusal(.objectWillChange, "its objectWillChange is subscribed to outside the class\(place)\(count)", at: sites, note: "objectWillChange subscribed to here")
        case .sentInClosure(let method?) where WillChangeUse.subscribingMethods.contains(method):
            return Refusal(.objectWillChange, "its objectWillChange is sent in a closure subscribed to another publisher (\(method))\(count)", at: sites, note: "objectWillChange sent here")
        case .sentInClosure(let method):
            return Refusal(.objectWillChange, "its objectWillChange is sent in a closure\(method.map { " passed to \($0)" } ?? ""), not tied to a property change\(count)", at: sites, note: "objectWillChange sent here")
        case .sentInAccessor(let keyword, let property):
            let accessor = ["get": "getter", "set": "setter"][keyword] ?? keyword
            return Refusal(.objectWillChange, "its objectWillChange is sent in the \(accessor) of \(property)\(count)", at: sites, note: "objectWillChange sent here")
        case .subscribedInside:
            return Refusal(.objectWillChange, "its objectWillChange is subscribed to inside the class\(count)", at: sites, note: "objectWillChange subscribed to here")
        case .sentConditionally(let keyword):
            return Refusal(.objectWillChange, "its objectWillChange is sent inside \(keyword == "if" ? "an" : "a") `\(keyword)`\(count)", at: sites, note: "objectWillChange sent here")
        case .sentWithoutChange:
            return Refusal(.objectWillChange, "its objectWillChange is sent where no property of the class changes\(count)", at: sites, note: "objectWillChange sent here")
        case .sentBesideOtherWork:
            return Refusal(.objectWillChange, "its objectWillChange is sent beside statements other than plain writes to its stored properties\(count)", at: sites, note: "objectWillChange sent here")
        }
    }

    /// `a, b and c`, or `a, b, c and 4 more`: names in a one-line message.
    static func listed(_ names: [String]) -> String {
        names.count <= 4 ? names.joinedAsPhrase : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
    }

    /// ` (3 places)`; nothing for one place (its note says where).
    static func places(_ sites: [Site]) -> String { sites.count > 1 ? " (\(sites.count) places)" : "" }
}
