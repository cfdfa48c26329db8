/// The minimum OS versions a transform's output needs, one per operating system.
public struct Availability: Sendable, Equatable, CustomStringConvertible {
    public var iOS: OSVersion
    public var macOS: OSVersion
    public var tvOS: OSVersion
    public var watchOS: OSVersion
    public var visionOS: OSVersion

    /// An OS not named needs nothing beyond its first version.
    public init(iOS: OSVersion, macOS: OSVersion, tvOS: OSVersion = OSVersion(1), watchOS: OSVersion = OSVersion(1),
                visionOS: OSVersion = OSVersion(1)) {
        self.iOS = iOS
        self.macOS = macOS
        self.tvOS = tvOS
        self.watchOS = watchOS
        self.visionOS = visionOS
    }

    public subscript(system: OperatingSystem) -> OSVersion {
        switch system {
        case .iOS: return iOS
        case .macOS: return macOS
        case .tvOS: return tvOS
        case .watchOS: return watchOS
        case .visionOS: return visionOS
        }
    }

    /// `iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1`
    public var description: String {
        OperatingSystem.allCases.map { "\($0.rawValue) \(self[$0])" }.joined(separator: ", ")
    }
}
