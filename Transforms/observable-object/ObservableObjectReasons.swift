import MigrationKit

/// The kinds of diagnostic `observable-object` raises through reasons (the class refusals are
/// still one message per class, raised the earlier way).
extension DiagnosticReason {
    /// A migrated class keeps its used `$name` publishers as `namePublisher` properties.
    static let publisherBridged = DiagnosticReason(
        "publisher-bridged", .information, label: "used $property publishers kept by a bridge",
        help: "Their subscribers now use the …Publisher properties, which publish what $property did, when it did.",
        option: "--publishers refuse")
    /// A migrated class's own `objectWillChange` sends went: Observation tracks the changes they announced.
    static let objectWillChangeTakenOver = DiagnosticReason(
        "object-will-change-taken-over", .information, label: "objectWillChange sends taken over by Observation",
        help: "The properties they announced are observed: a view re-renders for those it reads.")
}
