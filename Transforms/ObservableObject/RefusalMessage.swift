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

    /// A reason made of uses of one kind, listing the first few places.
    static func useReason(_ key: UseKey, sites: [Site]) -> RefusalReason {
        let places = listed(sites)
        switch (key.what, key.certain) {
        case (.use(.projected(let property)), true):
            return RefusalReason(kind: "$publisher used", text: "its $\(property) publisher is used at \(places)")
        case (.use(.projected(let property)), false):
            return RefusalReason(kind: "$publisher of an unknown receiver used", text: "$\(property) of an object of unknown type is used at \(places) (it may be this class's publisher)")
        case (.use(.storage(let property)), _):
            return RefusalReason(kind: "@Published storage used", text: "its @Published wrapper _\(property) is used at \(places)")
        case (.use(.objectWillChange), true):
            return RefusalReason(kind: "objectWillChange used", text: "its objectWillChange publisher is used at \(places)")
        case (.use(.objectWillChange), false):
            return RefusalReason(kind: "objectWillChange of an unknown receiver used", text: "objectWillChange of an object of unknown type is used at \(places) (it may be this class's)")
        case (.use(.declaresObjectWillChange), _):
            return RefusalReason(kind: "objectWillChange used", text: "it declares its own objectWillChange at \(places)")
        case (.passed(let type, let parameter, let declaration), true):
            return RefusalReason(kind: "generic code or existential needs ObservableObject", text: "it is passed to \(type) at \(places), whose parameter \(parameter) must be an ObservableObject (\(declaration))")
        case (.passed(let type, let parameter, let declaration), false):
            return RefusalReason(kind: "generic code or existential needs ObservableObject", text: "a value of unknown type is passed to \(type) at \(places), whose parameter \(parameter) must be an ObservableObject (\(declaration)); it may be this class")
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
