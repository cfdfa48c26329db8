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

    /// What code needing each of `all` needs: each OS's highest version.
    public static func highest(of all: [Availability]) -> Availability {
        func top(_ system: OperatingSystem) -> OSVersion { all.map { $0[system] }.max() ?? OSVersion(1) }
        return Availability(iOS: top(.iOS), macOS: top(.macOS), tvOS: top(.tvOS), watchOS: top(.watchOS), visionOS: top(.visionOS))
    }

    /// `iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1`
    public var description: String {
        OperatingSystem.allCases.map { "\($0.rawValue) \(self[$0])" }.joined(separator: ", ")
    }
}
