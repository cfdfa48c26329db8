/// An operating system that deployment targets and availability name.
public enum OperatingSystem: String, CaseIterable, Sendable, Comparable, Codable {
    case iOS, macOS, tvOS, watchOS, visionOS

    public static func < (a: OperatingSystem, b: OperatingSystem) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
