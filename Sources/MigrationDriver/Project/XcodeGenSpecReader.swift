import Foundation
import MigrationKit

/// Reads an XcodeGen project spec (`project.yml`, or `project.json`): the platforms its targets
/// are built for and their deployment targets, for projects whose `.xcodeproj` is generated and
/// not in the repository.
///
/// - A target (with the keys of its `templates`, from `targetTemplates`, under its own) is built
///   for its `platform` (one or a list; `auto` means its `supportedDestinations`) and its
///   `supportedDestinations` (`iOS`, `macOS`, `macCatalyst`, `tvOS`, `watchOS`, `visionOS`).
///   iOS means iPhone and iPad (XcodeGen's preset `TARGETED_DEVICE_FAMILY` is `1,2`) unless its
///   settings or the project's set `TARGETED_DEVICE_FAMILY`; Mac Catalyst means macOS, and counts
///   as iOS for the deployment target.
/// - An OS's minimum is the target's `deploymentTarget` (a version for its platform, or one per
///   OS), else its `*_DEPLOYMENT_TARGET` setting (or the project's), else the project's
///   `options.deploymentTarget`; the lowest over configurations counts. An OS without one takes
///   the SDK's own, which holds nothing back.
/// - A target's files are those under its `sources` paths. `include:`d specs are not read.
enum XcodeGenSpecReader {
    /// The spec file names, in the order they are looked for.
    static let fileNames = ["project.yml", "project.yaml", "project.json"]

    /// The spec in `text` (the file `fileName`) read; nil when it is not an XcodeGen spec (no
    /// `targets` mapping).
    static func parse(_ text: String, fileName: String) -> SpecValue? {
        let spec = fileName.hasSuffix(".json") ? SpecValue.json(text) : YAMLSubset.parse(text)
        guard let spec = spec, case .mapping? = spec["targets"] else { return nil }
        return spec
    }

    /// The platforms `spec`'s targets name, described with the keys that said so
    /// (`project.yml (platform, supportedDestinations)`); `name` says the file.
    static func platforms(_ spec: SpecValue, name: String) -> PlatformInference.Finding? {
        var platforms = Set<Platform>()
        var keys: [String] = []
        for target in targets(spec) {
            for (key, destination) in target.destinations {
                platforms.formUnion(destination.platforms(families: target.deviceFamilies))
                if !keys.contains(key) { keys.append(key) }
            }
            if target.setting("SUPPORTS_MACCATALYST").contains("YES") {
                platforms.insert(.macos)
                if !keys.contains("SUPPORTS_MACCATALYST") { keys.append("SUPPORTS_MACCATALYST") }
            }
        }
        guard !platforms.isEmpty else { return nil }
        return PlatformInference.Finding(platforms: platforms, description: "\(name) (\(keys.joined(separator: ", ")))")
    }

    /// The targets of `spec` that declare a minimum, with the folders of their sources; `folder`
    /// (canonical) holds the spec, `name` says it in messages.
    static func targets(_ spec: SpecValue, name: String, folder: String) -> [DeclaredTarget] {
        let all = targets(spec)
        let projectOnly = TargetProduct.projectOnly(kinds: Dictionary(all.map { ($0.name, $0.kind) }) { first, _ in first },
                                                    dependencies: Dictionary(all.map { ($0.name, $0.dependencies) }) { first, _ in first })
        return all.compactMap { target in
            let minimums = target.minimums
            guard !minimums.isEmpty else { return nil }
            let setter = DeploymentTarget.Setter(name, targets: [target.name])
            let folders = target.spec["sources"].map { sources in
                sources.elements.compactMap { ($0.string ?? $0["path"]?.string).map { absolutePath(in: folder, of: $0) } }
            } ?? []
            var declared = DeclaredTarget(target: DeploymentTarget(minimums.mapValues { DeploymentTarget.Minimum($0, setBy: setter) }), folders: folders)
            declared.isProjectOnly = projectOnly.contains(target.name)
            return declared
        }
    }

    /// True when `spec` has an app, extension or tool target.
    static func buildsApp(_ spec: SpecValue) -> Bool {
        targets(spec).contains { TargetProduct.isApp(kind: $0.kind) }
    }

    /// The folders (canonical) of the local packages `spec` names (`packages: { Kit: { path: Kit } }`).
    static func localPackages(_ spec: SpecValue, folder: String) -> [String] {
        (spec["packages"]?.pairs ?? []).compactMap { $0.value["path"]?.string.map { absolutePath(in: folder, of: $0) } }
    }

    private static func targets(_ spec: SpecValue) -> [Target] {
        let templates = spec["targetTemplates"]
        return (spec["targets"]?.pairs ?? []).map { name, value in
            var merged = value
            for template in (value["templates"]?.elements ?? []).reversed() {
                if let keys = template.string.flatMap({ templates?[$0] }) { merged = merged.merged(over: keys) }
            }
            return Target(name: name, spec: merged, project: spec)
        }
    }

    /// An OS a target is built for, as a spec names it.
    private enum Destination: String {
        case iOS, macOS, macCatalyst, tvOS, watchOS, visionOS

        func platforms(families: Set<Platform>?) -> Set<Platform> {
            switch self {
            case .iOS: return families ?? [.iphone, .ipad]
            case .macOS, .macCatalyst: return [.macos]
            case .tvOS: return [.tvos]
            case .watchOS: return [.watchos]
            case .visionOS: return [.visionos]
            }
        }

        var system: OperatingSystem {
            switch self {
            case .iOS, .macCatalyst: return .iOS
            case .macOS: return .macOS
            case .tvOS: return .tvOS
            case .watchOS: return .watchOS
            case .visionOS: return .visionOS
            }
        }
    }

    /// One target of a spec, its templates merged in.
    private struct Target {
        let name: String
        let spec: SpecValue
        let project: SpecValue

        /// Its `type` (`application`, `framework`).
        var kind: String { spec["type"]?.string ?? "" }

        /// The targets of the spec it depends on (`dependencies: [{ target: Kit }]`).
        var dependencies: [String] { (spec["dependencies"]?.elements ?? []).compactMap { $0["target"]?.string } }

        /// What it is built for, with the key that says so.
        var destinations: [(key: String, destination: Destination)] {
            var result: [(String, Destination)] = []
            for key in ["platform", "supportedDestinations"] {
                for value in spec[key]?.elements ?? [] {
                    if let destination = value.string.flatMap(Destination.init(rawValue:)) { result.append((key, destination)) }
                }
            }
            return result
        }

        /// The iOS device families its `TARGETED_DEVICE_FAMILY` names, if it sets one.
        var deviceFamilies: Set<Platform>? {
            let named = setting("TARGETED_DEVICE_FAMILY").flatMap { $0.split(separator: ",") }
            let families = Set(named.compactMap { ["1": Platform.iphone, "2": .ipad][$0.trimmingCharacters(in: " \"'")] })
            return families.isEmpty ? nil : families
        }

        /// The values of build setting `key` in its settings, else the project's (over `base`,
        /// each of `configs` and the flat form); `$(...)` references are left out.
        func setting(_ key: String) -> [String] {
            for settings in [spec["settings"], project["settings"]] {
                guard let settings = settings else { continue }
                let tables = [settings, settings["base"]] + (settings["configs"]?.pairs.map(\.value) ?? [])
                let values = tables.compactMap { $0?[key]?.string }.filter { !$0.contains("$(") && !$0.contains("${") }
                if !values.isEmpty { return values }
            }
            return []
        }

        /// Per OS it is built for, its minimum, if anything sets one.
        var minimums: [OperatingSystem: OSVersion] {
            let systems = Set(destinations.map(\.destination.system))
            let own = spec["deploymentTarget"]
            let platform = spec["platform"]?.elements.first?.string.flatMap(Destination.init(rawValue:))?.system
            var minimums: [OperatingSystem: OSVersion] = [:]
            for system in systems {
                let declared: [String]
                if let version = own?.string, system == platform {
                    declared = [version]
                } else if let version = own?[system.rawValue]?.string {
                    declared = [version]
                } else {
                    let fromSettings = setting(XcodeSettings.deploymentKeys[system]!)
                    declared = fromSettings.isEmpty ? [project["options"]?["deploymentTarget"]?[system.rawValue]?.string].compactMap { $0 } : fromSettings
                }
                if let lowest = declared.compactMap(OSVersion.init).min() { minimums[system] = lowest }
            }
            return minimums
        }
    }
}
