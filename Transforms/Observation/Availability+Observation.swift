import MigrationKit

extension Availability {
    /// What Observation needs: `@Observable`, and SwiftUI's `@State`, `@Bindable` and
    /// `@Environment(T.self)` of such a class.
    static let observation = Availability(iOS: OSVersion(17), macOS: OSVersion(14), tvOS: OSVersion(17), watchOS: OSVersion(10),
                                          visionOS: OSVersion(1))
}
