import MigrationKit

/// The platforms `navigation-stack` decides for, and where they came from (for messages).
///
/// `--platforms` or the project's files decide when they say; when the platforms were only
/// assumed (iPhone), an `#if os(macOS)` in the sources adds macOS.
struct PlatformsInUse {
    let platforms: Set<Platform>
    /// `from --platforms`, `inferred from App.xcodeproj (...)`, ...
    let origin: String

    init(options: MigrationOptions, facts: NavigationFacts) {
        let assumed = options.platforms == nil || options.platformsOrigin == .assumed
        if assumed, let site = facts.macOSCondition {
            platforms = [.iphone, .macos]
            origin = "iPhone assumed, macOS because of the #if os(macOS) at \(site)"
        } else if assumed {
            platforms = [.iphone]
            origin = "assumed: nothing in the project names a platform"
        } else {
            platforms = options.platforms ?? [.iphone]
            origin = options.platformsOrigin == .given ? "from --platforms" : options.platformsSource
        }
    }

    /// `iPhone, iPad and macOS`
    static func list(_ platforms: some Collection<Platform>) -> String {
        platforms.sorted().map(displayName).joinedAsPhrase
    }

    static func displayName(_ platform: Platform) -> String {
        switch platform {
        case .iphone: return "iPhone"
        case .ipad: return "iPad"
        case .macos: return "macOS"
        case .tvos: return "tvOS"
        case .watchos: return "watchOS"
        case .visionos: return "visionOS"
        }
    }

    /// `the app runs on iPhone and iPad (from --platforms)`
    var phrase: String { "the app runs on \(PlatformsInUse.list(platforms)) (\(origin))" }
}
