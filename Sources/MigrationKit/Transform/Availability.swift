/// An operating system that deployment targets and availability name.
public enum OperatingSystem: String, CaseIterable, Sendable, Comparable, Codable {
    case iOS, macOS, tvOS, watchOS, visionOS

    public static func < (a: OperatingSystem, b: OperatingSystem) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

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

/// A major.minor OS version.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `17`, `16.4`, `16.4.1` (the patch level is dropped).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]) else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor = minor else { return nil }
        self.init(major, minor)
    }

    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
}
