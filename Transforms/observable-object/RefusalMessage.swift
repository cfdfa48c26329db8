import MigrationKit

/// The wording of `observable-object`'s warnings, notes and refusal reasons.
enum RefusalMessage {
    /// Sites listed per reason before "and N more".
    static let listedSites = 3

    static let managedObject = "it is an NSManagedObject subclass, which Core Data observes itself"

    /// The warning at a class that is not migrated.
    static func warning(_ name: String, _ reasons: [RefusalReason]) -> String {
        var message = "\(name) stays an ObservableObject: " + reasons.map(\.text).joined(separator: "; ")
        if reasons.contains(where: { $0.kind.hasPrefix("$") || $0.kind.hasPrefix("objectWillChange") }) {
            message += "; @Observable has no publishers: replace these uses (didSet, withObservationTracking, an AsyncStream), then run again"
        }
        return message
    }

    /// The note at a public class migrated because of `--include-public`.
    static func publicNote(_ name: String) -> String {
        "\(name) is public or open and migrates because of --include-public: code in other modules that uses it as an ObservableObject (@StateObject, $publishers, objectWillChange) must be updated too"
    }

    /// The note at a class whose plain stored properties get `@ObservationIgnored`.
    static func ignoredNote(_ name: String, properties: [String]) -> String {
        let list = properties.joined(separator: ", ")
        return "\(name): @ObservationIgnored added to \(list), which \(properties.count == 1 ? "was" : "were") not @Published and so not observed before; pass --observe-all to observe \(properties.count == 1 ? "it" : "them")"
    }

    /// The note at a class whose initializers now use the storage of properties `--observe-all` observes.
    static func storageNote(_ name: String, properties: [String]) -> String {
        "\(name): its initializers now use \(properties.map { "_" + $0 }.joined(separator: ", ")), the storage @Observable makes, as they used these stored properties directly before (no observers, no self needed)"
    }

    /// A reason made of view-side uses that stay as they are, listing the first few;
    /// `ambiguity`: why they may be this class's, when their type name cannot be placed.
    static func legacyUseReason(_ uses: [ObservationFacts.LegacyUse], ambiguity: TypeAmbiguity? = nil) -> RefusalReason {
        let listed = uses.prefix(listedSites).map { use in
            "\(use.description) at \(Site(path: use.path, location: use.location)) (\(use.transformID))"
        }
        let more = uses.count > listed.count ? " and \(uses.count - listed.count) more" : ""
        guard let ambiguity = ambiguity else {
            return RefusalReason(kind: "a view-side use stays as it is", text: "its use \(listed.joined(separator: ", "))\(more) stays as it is, and needs an ObservableObject")
        }
        return RefusalReason(kind: "a view-side use stays as it is", text: "the use \(listed.joined(separator: ", "))\(more) stays as it is and needs an ObservableObject; its type \(TypeNaming.describe(ambiguity))")
    }

    /// A reason made of uses of one kind, listing the first few places; `unknownBecause`: why
    /// the first one's receiver has an unknown type.
    static func useReason(_ key: UseKey, sites: [Site], unknownBecause why: String? = nil) -> RefusalReason {
        let places = listed(sites)
        let unknown = why.map { "; at \(sites[0]), \($0)" } ?? ""
        switch (key.what, key.certainty) {
        case (.use(.projected(let property)), .certain):
            return RefusalReason(kind: "$publisher used", text: "its $\(property) publisher is used at \(places)")
        case (.use(.projected(let property)), .unknownReceiver):
            return RefusalReason(kind: "$publisher of an unknown receiver used", text: "$\(property) of an object of unknown type is used at \(places) (it may be this class's publisher\(unknown))")
        case (.use(.projected(let property)), .ambiguous(let why)):
            return RefusalReason(kind: "$publisher of an ambiguous type used", text: "its $\(property) publisher may be used at \(places): the receiver's type \(why)")
        case (.use(.storage(let property)), _):
            return RefusalReason(kind: "@Published storage used", text: "its @Published wrapper _\(property) is used at \(places)")
        case (.use(.objectWillChange), .certain):
            return RefusalReason(kind: "objectWillChange used", text: "its objectWillChange publisher is used at \(places)")
        case (.use(.objectWillChange), .unknownReceiver):
            return RefusalReason(kind: "objectWillChange of an unknown receiver used", text: "objectWillChange of an object of unknown type is used at \(places) (it may be this class's\(unknown))")
        case (.use(.objectWillChange), .ambiguous(let why)):
            return RefusalReason(kind: "objectWillChange of an ambiguous type used", text: "its objectWillChange publisher may be used at \(places): the receiver's type \(why)")
        case (.use(.declaresObjectWillChange), _):
            return RefusalReason(kind: "objectWillChange used", text: "it declares its own objectWillChange at \(places)")
        case (.passed(let type, let parameter, let declaration), .certain):
            return RefusalReason(kind: "generic code or existential needs ObservableObject", text: "it is passed to \(type) at \(places), whose parameter \(parameter) must be an ObservableObject (\(declaration))")
        case (.passed(let type, let parameter, let declaration), .unknownReceiver):
            return RefusalReason(kind: "generic code or existential needs ObservableObject", text: "a value of unknown type is passed to \(type) at \(places), whose parameter \(parameter) must be an ObservableObject (\(declaration)); it may be this class\(unknown)")
        case (.passed(let type, let parameter, let declaration), .ambiguous(let why)):
            return RefusalReason(kind: "generic code or existential needs ObservableObject", text: "it may be passed to \(type) at \(places), whose parameter \(parameter) must be an ObservableObject (\(declaration)): the value's type \(why)")
        }
    }

    /// `a, b, c and 2 more places`
    static func listed(_ sites: [Site]) -> String {
        let shown = sites.prefix(listedSites).map(\.description)
        let rest = sites.count - shown.count
        if rest > 0 { return shown.joined(separator: ", ") + " and \(rest) more place\(rest == 1 ? "" : "s")" }
        return shown.joinedAsPhrase
    }
}
