import MigrationKit

/// A used `$name` publisher kept on a class that becomes `@Observable`: the property sends
/// each new value to a subject in its `willSet` (as `@Published` did, before the property
/// changes), and a computed property publishes that subject where `$name` was used.
struct PublisherBridge: Equatable, Sendable {
    /// The `@Published` property, `query`.
    var property: String
    /// Its value type as spelled in the subject's type, `String` (empty when only `assignments` are kept).
    var valueType: String
    /// Where the `$name` uses are (the site of each `$name` token): all renamed to `publisherName`.
    var uses: [Site]
    /// Where `publisher.assign(to: &$name)` statements are (the site of each `$name` token): each
    /// becomes a `sink` kept in `assignmentsName` (`AssignSubscription`).
    var assignments: [Site] = []
    /// The global actor the class is isolated to (`MainActor`, a project `@globalActor`; its
    /// own attribute or a superclass's), when `assignments` are kept: their `sink`s' closures
    /// are isolated to it too (`AssignSubscription.isolation`).
    var classActor: String? = nil
    /// The class that keeps it (set when the decision records it): a view-side transform may
    /// still refuse that class after `observable-object` decided, and its uses then stay.
    var owner: TypeIdentity? = nil

    /// `queryPublisher`: what `$query` becomes.
    var publisherName: String { Self.publisherName(of: property) }
    /// `querySubject`: the `@ObservationIgnored` subject the property feeds.
    var subjectName: String { Self.subjectName(of: property) }
    /// `queryAssignments`: the `@ObservationIgnored` set that keeps the subscriptions of `assignments`.
    var assignmentsName: String { Self.assignmentsName(of: property) }
    /// True when `$name` is used as a publisher (not only assigned to): the subject and the publisher are needed.
    var keepsPublisher: Bool { !uses.isEmpty }

    static func publisherName(of property: String) -> String { property + "Publisher" }
    static func subjectName(of property: String) -> String { property + "Subject" }
    static func assignmentsName(of property: String) -> String { property + "Assignments" }
}

/// Why a used `$name` publisher cannot be kept by a bridge: its class stays an `ObservableObject`.
enum BridgeRefusal: Error, Equatable {
    /// `&$items` passed inout other than as `AssignSubscription` reads it (another object's
    /// `$items`, inside a closure, another function than `assign(to:)`).
    case inoutArgument(Site)
    /// `assign(to: &$items)` of a property with observers (`assign` does not run them, a `sink`
    /// setting the property would), or outside the property's file (its set is private).
    case assignmentOutOfReach(Site, why: String)
    /// `\Model.$items`: a key path to the projection.
    case keyPath(Site)
    /// Neither an annotation nor a literal or constructor tells the value's type.
    case unknownValueType
    /// `Published<T>.Publisher` is spelled for the property's type: the publisher may flow
    /// there, where a bridge's `AnyPublisher` would not fit.
    case spelledPublisherType(Site)
    /// A member of the class, its hierarchy or extensions already has a name the bridge needs.
    case nameTaken(String, Site)

    /// The reason, quotable after "X stays an ObservableObject: ".
    func reason(property: String, uses: [Site]) -> Refusal {
        let usedHere = uses.map { DiagnosticNote.at($0, "$\(property) publisher used here") }
        let used = "its $\(property) publisher is used\(RefusalMessage.places(uses))"
        switch self {
        case .inoutArgument(let site):
            return Refusal(.publisherUsed, "its $\(property) is passed inout (assign(to: &$\(property))), which no bridge keeps",
                           notes: [.at(site, "$\(property) passed inout here")])
        case .assignmentOutOfReach(let site, let why):
            return Refusal(.publisherUsed, "its $\(property) is assigned to (assign(to: &$\(property))) \(why), so no subscription can replace it",
                           notes: [.at(site, "$\(property) assigned here")])
        case .keyPath(let site):
            return Refusal(.publisherUsed, "a key path to its $\(property) is used, which no bridge keeps", notes: [.at(site, "key path to $\(property) here")])
        case .unknownValueType:
            return Refusal(.publisherUsed, "\(used), and the type of \(property) is not spelled, so no bridge can be declared", notes: usedHere)
        case .spelledPublisherType(let site):
            return Refusal(.publisherUsed, "\(used), and Published<…>.Publisher is spelled where a bridge's AnyPublisher would not fit",
                           notes: [.at(site, "Published<…>.Publisher spelled here")] + usedHere)
        case .nameTaken(let name, let site):
            return Refusal(.publisherUsed, "\(used), and the name \(name) its bridge needs is taken", notes: [.at(site, "\(name) declared here")] + usedHere)
        }
    }
}
