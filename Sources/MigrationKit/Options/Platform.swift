/// Where an app runs; decides what `NavigationView` turns into.
public enum Platform: String, CaseIterable, Sendable, Comparable {
    case iphone, ipad, macos, tvos, watchos, visionos

    public static func < (a: Platform, b: Platform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
