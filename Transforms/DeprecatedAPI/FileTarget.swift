import MigrationKit

extension TransformContext {
    /// The deployment target of the file being rewritten.
    var fileTarget: DeploymentTarget { options.deploymentTargets.target(ofFile: file.path) }

    /// Why code needing `availability` cannot be written in this file, short:
    /// `needs iOS 17, macOS 14; the file is built for iOS 16, macOS 13`; nil when its
    /// deployment target allows it. (Where the target is declared is in the run's summary.)
    func targetShortfall(for availability: Availability) -> String? {
        let target = fileTarget
        let short = target.minimums.keys.sorted().filter { availability[$0] > target.minimums[$0]!.version }
        guard !short.isEmpty else { return nil }
        return "needs " + short.map { "\($0.rawValue) \(availability[$0])" }.joined(separator: ", ")
            + "; the file is built for " + short.map { "\($0.rawValue) \(target.minimums[$0]!.version)" }.joined(separator: ", ")
    }
}

extension Availability {
    /// iOS 15, macOS 12, tvOS 15, watchOS 8: `foregroundStyle`, `tint`, `overlay(alignment:content:)`.
    static let swiftUI3 = Availability(iOS: OSVersion(15), macOS: OSVersion(12), tvOS: OSVersion(15), watchOS: OSVersion(8))
    /// iOS 17, macOS 14, tvOS 17, watchOS 10: `onChange(of:initial:_:)`, `Text.foregroundStyle`.
    static let swiftUI5 = Availability(iOS: OSVersion(17), macOS: OSVersion(14), tvOS: OSVersion(17), watchOS: OSVersion(10))
    /// iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26: `Button(role:action:)` with the role's system label.
    static let swiftUI7 = Availability(iOS: OSVersion(26), macOS: OSVersion(26), tvOS: OSVersion(26), watchOS: OSVersion(26),
                                       visionOS: OSVersion(26))
}
