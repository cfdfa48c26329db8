/// `--navigation-single-column stack|split`
public enum SingleColumnNavigation: String, Sendable {
    case stack, split
}

/// `--publishers bridge|refuse`: what `observable-object` does with a class whose `$property`
/// publishers are used.
public enum PublisherHandling: String, Sendable {
    /// The class migrates, and each used publisher is kept by a subject the property feeds.
    case bridge
    /// The class stays an `ObservableObject`.
    case refuse
}

/// The options that change what transforms do. Shared by the command line and the snapshot
/// runner (which reads them from a case's first-line comment).
public struct MigrationOptions: Sendable {
    public var only: [String]? = nil
    public var skip: [String] = []
    /// What each file is built for: read from the project, `--min-ios`/`--min-macos` over it.
    public var deploymentTargets = DeploymentTargets()
    /// Platforms the app runs on; nil until given or inferred.
    public var platforms: Set<Platform>? = nil
    /// Where `platforms` came from.
    public var platformsOrigin = SettingOrigin.assumed
    public var observeAll = false
    public var includePublic = false
    /// Files (by the path the pipeline gives them) that only the run's own projects can import:
    /// an app's, or a framework or local package only its apps use, as read from the project
    /// files. A public class declared there migrates without `includePublic`.
    public var projectOnlyFiles: Set<String> = []
    /// Files of the run it cannot change (`UnchangeableFiles`): what they declare or use stays.
    public var unchangeable = UnchangeableFiles()
    public var publishers = PublisherHandling.bridge
    public var strict = false
    public var assumeObservable: Set<String> = []
    public var assumeIdentifiable: Set<String> = []
    public var navigationSingleColumn: SingleColumnNavigation? = nil
    /// Threads the whole-project decisions (`Transform.resolve`) may use (`--jobs`); the
    /// decisions never depend on it.
    public var threads = 1

    public init() {}

    /// True when the transform with `id` is selected by `--only`/`--skip`.
    public func selects(_ id: String) -> Bool {
        if let only = only, !only.contains(id) { return false }
        return !skip.contains(id)
    }

    /// True when code needing `availability` may be written in the file at `path` (by the
    /// path the pipeline gives it): its deployment target allows it.
    public func allows(_ availability: Availability, inFile path: String) -> Bool {
        deploymentTargets.target(ofFile: path).allows(availability)
    }

    /// `inferred from App.xcodeproj (SDKROOT)`, `--platforms`, or the assumption.
    public var platformsSource: String {
        switch platformsOrigin {
        case .given: return "--platforms"
        case .inferred: return platformsOrigin.inferredPhrase ?? ""
        case .assumed: return "assumed iPhone only: nothing in the project says otherwise"
        }
    }
}

/// A command-line option that could not be read.
public struct OptionError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension MigrationOptions {
    /// Help lines for the options this type reads.
    public static let help = """
      --only ID,...                 run only these transforms (ids, or groups: observation, navigation,
                                    presentation, deprecations; `list` shows them)
      --skip ID,...                 do not run these transforms (ids or groups)
      --min-ios V / --min-macos V   deployment targets (default: read from the project per target, else 17 / 14);
                                    a transform needing a newer OS does not rewrite a file built for an older one
      --min-tvos V / --min-watchos V / --min-visionos V
                                    the same for a project that also builds for tvOS, watchOS or visionOS (default:
                                    read from the project; none when it declares none); each applies to every file
      --platforms LIST              iphone,ipad,macos,tvos,watchos,visionos (default: inferred from the project)
      --observe-all                 observable-object: do not add @ObservationIgnored to non-@Published stored vars
      --publishers bridge|refuse    observable-object: keep used $property publishers working on @Observable (default)
                                    or keep their classes ObservableObjects
      --include-public              observable-object: also migrate open/public classes of library targets
      --strict                      refuse instead of warn where behaviour could change (state-object)
      --assume-observable TYPE      treat TYPE (from another module) as @Observable (repeatable)
      --assume-identifiable TYPE    treat TYPE as Identifiable (repeatable)
      --navigation-single-column stack|split
                                    what a single-column NavigationView becomes on iPad/macOS
    """

    /// Reads the options above out of `arguments`; returns the arguments it did not consume.
    /// `--opt value` and `--opt=value` are both accepted.
    public mutating func parse(_ arguments: [String]) throws -> [String] {
        var rest: [String] = []
        var reader = OptionReader(arguments[...])
        while let option = reader.next() {
            let name = option.name
            switch name {
            case "--only":
                only = (only ?? []) + list(try reader.value(for: option))
            case "--skip":
                skip += list(try reader.value(for: option))
            case _ where DeploymentTargets.system(overriddenBy: name) != nil:
                let text = try reader.value(for: option)
                guard let version = OSVersion(text) else { throw OptionError("\(name): '\(text)' is not a version like 17 or 16.4") }
                deploymentTargets.overrides[DeploymentTargets.system(overriddenBy: name)!] = version
            case "--platforms":
                var set = Set<Platform>()
                for word in list(try reader.value(for: option)) {
                    guard let platform = Platform(rawValue: word.lowercased()) else {
                        throw OptionError("--platforms: unknown platform '\(word)' (expected \(Platform.allCases.map(\.rawValue).joined(separator: ", ")))")
                    }
                    set.insert(platform)
                }
                platforms = set
                platformsOrigin = .given
            case "--observe-all": try option.requireNoValue(); observeAll = true
            case "--include-public": try option.requireNoValue(); includePublic = true
            case "--strict": try option.requireNoValue(); strict = true
            case "--publishers":
                let text = try reader.value(for: option)
                guard let handling = PublisherHandling(rawValue: text) else {
                    throw OptionError("--publishers: expected 'bridge' or 'refuse', got '\(text)'")
                }
                publishers = handling
            case "--assume-observable":
                assumeObservable.formUnion(list(try reader.value(for: option)))
            case "--assume-identifiable":
                assumeIdentifiable.formUnion(list(try reader.value(for: option)))
            case "--navigation-single-column":
                let text = try reader.value(for: option)
                guard let mode = SingleColumnNavigation(rawValue: text) else {
                    throw OptionError("--navigation-single-column: expected 'stack' or 'split', got '\(text)'")
                }
                navigationSingleColumn = mode
            default:
                rest.append(option.argument)
            }
        }
        return rest
    }

    private func list(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
    }
}
