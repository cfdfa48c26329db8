import Foundation
import MigrationKit

/// Reads the deployment targets of an Xcode project's native targets and the Swift files each
/// builds, from its `project.pbxproj`.
///
/// - A target's settings are those of its build configurations (Debug, Release, ...), falling
///   back to its `.xcconfig` file, then to the project's configuration of the same name and its
///   `.xcconfig`; the lowest value over the configurations counts.
/// - It is built for the OSes `SDKROOT` and `SUPPORTED_PLATFORMS` name (`iphoneos`, `macosx`,
///   `appletvos`, `watchos`, `xros`; Mac Catalyst counts as iOS), or, when they name none, for
///   every OS whose `*_DEPLOYMENT_TARGET` is set. `IPHONEOS_DEPLOYMENT_TARGET`,
///   `MACOSX_DEPLOYMENT_TARGET`, `TVOS_…`, `WATCHOS_…` and `XROS_DEPLOYMENT_TARGET` give its
///   minimums; an OS without one takes the SDK's own (the newest), which holds nothing back.
/// - Its files are those of its Sources build phase (file references resolved through their
///   groups) and those in its synchronized folders (`PBXFileSystemSynchronizedRootGroup`), but
///   for the folder's membership exceptions for it; an exception for a target that does not
///   have the folder makes the file one of that target's.
struct XcodeProjectReader {
    /// `.xcodeproj` paths and `.xcconfig` files are read from the disk through this (tests give their own).
    var readFile: (String) -> String? = { path in (try? SourceReader.readBytes(path).get()).map { String(decoding: $0, as: UTF8.self) } }

    /// The targets of the project whose `project.pbxproj` is `text`; `name` says it in messages
    /// (`App.xcodeproj`) and `folder` is the canonical path of the folder that holds it.
    func targets(_ text: String, name: String, folder: String) -> [DeclaredTarget] {
        targets(text, parsed: OpenStepPropertyList.parse(text), name: name, folder: folder)
    }

    /// `targets(text, name:, folder:)` for `text` parsed already (`plist`, nil when it does not parse).
    func targets(_ text: String, parsed plist: OpenStepPropertyList?, name: String, folder: String) -> [DeclaredTarget] {
        guard let plist = plist, let objects = plist["objects"]?.dictionary else { return unreadable(text, name: name) }
        guard let rootID = plist["rootObject"]?.string, let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            return wholeProject(objects, name: name)
        }
        var root = folder
        if let directory = project["projectDirPath"]?.string, !directory.isEmpty { root = absolutePath(in: folder, of: directory) }
        let paths = PathTable(objects: objects, mainGroup: project["mainGroup"]?.string, root: root)
        let projectConfigurations = configurations(project["buildConfigurationList"]?.string, objects: objects, paths: paths)
        let projectOnly = Self.projectOnlyTargets(project, objects: objects)
        var result: [DeclaredTarget] = []
        for targetID in project["targets"]?.strings ?? [] {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget", let targetName = target["name"]?.string else { continue }
            let own = configurations(target["buildConfigurationList"]?.string, objects: objects, paths: paths)
            let settings = own.map { configuration in
                configuration.inherited(projectConfigurations.first { $0.name == configuration.name })
            }
            let minimums = XcodeSettings.minimums(settings)
            guard !minimums.isEmpty else { continue }
            let setter = DeploymentTarget.Setter(name, targets: [targetName])
            var declared = DeclaredTarget(target: DeploymentTarget(minimums.mapValues { DeploymentTarget.Minimum($0, setBy: setter) }))
            declared.isProjectOnly = projectOnly.contains(targetID)
            addMembers(of: targetID, target, to: &declared, objects: objects, paths: paths)
            result.append(declared)
        }
        return result
    }

    /// The folders (canonical) of the local packages the project whose `project.pbxproj` is
    /// `text` references (`XCLocalSwiftPackageReference`); `folder` holds the project.
    static func localPackages(_ text: String, folder: String) -> [String] {
        localPackages(parsed: OpenStepPropertyList.parse(text), folder: folder)
    }

    /// `localPackages(text, folder:)` for the project's `project.pbxproj` parsed already (`plist`).
    static func localPackages(parsed plist: OpenStepPropertyList?, folder: String) -> [String] {
        guard let objects = plist?["objects"]?.dictionary else { return [] }
        return objects.keys.sorted().compactMap { id in
            guard let object = objects[id], object["isa"]?.string == "XCLocalSwiftPackageReference",
                  let path = object["relativePath"]?.string else { return nil }
            return absolutePath(in: folder, of: path)
        }
    }

    /// Whether the project whose `project.pbxproj` is `text` has an app, extension or tool
    /// target, and whether no other project can import any of its targets (`TargetProduct.projectOnly`).
    static func audience(_ text: String) -> (buildsApp: Bool, isProjectOnly: Bool) {
        guard let plist = OpenStepPropertyList.parse(text), let objects = plist["objects"]?.dictionary,
              let project = plist["rootObject"]?.string.flatMap({ objects[$0] }) else { return (false, false) }
        let targets = (project["targets"]?.strings ?? []).filter { objects[$0]?["isa"]?.string == "PBXNativeTarget" }
        let projectOnly = projectOnlyTargets(project, objects: objects)
        return (targets.contains { TargetProduct.isApp(kind: productKind(objects[$0]!)) }, targets.allSatisfy(projectOnly.contains))
    }

    /// The native targets of `project` no other project can import (`TargetProduct.projectOnly`).
    private static func projectOnlyTargets(_ project: OpenStepPropertyList, objects: [String: OpenStepPropertyList]) -> Set<String> {
        var kinds: [String: String] = [:]
        var dependencies: [String: [String]] = [:]
        for targetID in project["targets"]?.strings ?? [] {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else { continue }
            kinds[targetID] = productKind(target)
            dependencies[targetID] = (target["dependencies"]?.strings ?? []).compactMap { objects[$0]?["target"]?.string }
        }
        return TargetProduct.projectOnly(kinds: kinds, dependencies: dependencies)
    }

    /// A native target's product type without its `com.apple.product-type.` prefix.
    private static func productKind(_ target: OpenStepPropertyList) -> String {
        let type = target["productType"]?.string ?? ""
        let prefix = "com.apple.product-type."
        return type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
    }

    /// For a project whose structure cannot be read (no `PBXProject` root): its build
    /// configurations together, as one target that claims no file.
    private func wholeProject(_ objects: [String: OpenStepPropertyList], name: String) -> [DeclaredTarget] {
        let configurations = objects.keys.sorted().compactMap { id -> XcodeSettings? in
            guard objects[id]?["isa"]?.string == "XCBuildConfiguration" else { return nil }
            return XcodeSettings(configuration: objects[id]!, readFile: nil, paths: nil)
        }
        return declaredAsAWhole(configurations, name: name)
    }

    /// For a file that is not a property list this reader can parse: every `*_DEPLOYMENT_TARGET`
    /// line of it, as one target that claims no file (so that a project file Xcode reads and
    /// this reader cannot still holds its files back).
    private func unreadable(_ text: String, name: String) -> [DeclaredTarget] {
        var lowest: [String: OSVersion] = [:]
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: " \t\";") }
            guard parts.count == 2, XcodeSettings.deploymentKeys.values.contains(parts[0]), let version = OSVersion(parts[1]) else { continue }
            lowest[parts[0]] = min(version, lowest[parts[0]] ?? version)
        }
        var settings = XcodeSettings(name: "")
        settings.own = lowest.mapValues(\.description)
        return declaredAsAWhole([settings], name: name)
    }

    /// One target named after the project, with the minimums of `configurations`, claiming no file.
    private func declaredAsAWhole(_ configurations: [XcodeSettings], name: String) -> [DeclaredTarget] {
        let minimums = XcodeSettings.minimums(configurations)
        guard !minimums.isEmpty else { return [] }
        let setter = DeploymentTarget.Setter(name)
        return [DeclaredTarget(target: DeploymentTarget(minimums.mapValues { DeploymentTarget.Minimum($0, setBy: setter) }))]
    }

    /// The Swift files of `target`'s Sources phase and synchronized folders, and the exceptions
    /// of every synchronized folder that name it.
    private func addMembers(of targetID: String, _ target: OpenStepPropertyList, to declared: inout DeclaredTarget,
                            objects: [String: OpenStepPropertyList], paths: PathTable) {
        for phaseID in target["buildPhases"]?.strings ?? [] where objects[phaseID]?["isa"]?.string == "PBXSourcesBuildPhase" {
            for buildFileID in objects[phaseID]?["files"]?.strings ?? [] {
                if let reference = objects[buildFileID]?["fileRef"]?.string, let path = paths.path(of: reference), path.hasSuffix(".swift") {
                    declared.files.insert(path)
                }
            }
        }
        let ownGroups = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        for (groupID, folder) in paths.synchronizedFolders {
            let isOwn = ownGroups.contains(groupID)
            if isOwn { declared.folders.append(folder) }
            for exceptionID in objects[groupID]?["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID], exception["target"]?.string == targetID else { continue }
                let listed = exception["membershipExceptions"]?.strings.map { absolutePath(in: folder, of: $0) } ?? []
                if isOwn { declared.excluded += listed } else { declared.files.formUnion(listed.filter { $0.hasSuffix(".swift") }) }
            }
        }
    }

    /// The build configurations of a configuration list, with the settings of their `.xcconfig` files.
    private func configurations(_ listID: String?, objects: [String: OpenStepPropertyList], paths: PathTable) -> [XcodeSettings] {
        guard let listID = listID else { return [] }
        return (objects[listID]?["buildConfigurations"]?.strings ?? []).compactMap { id in
            objects[id].map { XcodeSettings(configuration: $0, readFile: readFile, paths: paths) }
        }
    }
}

/// The build settings of one build configuration (`Debug`), its own and its `.xcconfig` file's,
/// and those it falls back to.
struct XcodeSettings {
    var name: String
    var own: [String: String] = [:]
    var file: [String: String] = [:]
    /// The project's configuration of the same name, for a target's.
    var fallback: [[String: String]] = []

    init(name: String) {
        self.name = name
    }

    /// An `XCBuildConfiguration`'s settings, with those of its `.xcconfig` file when `paths`
    /// resolves it and `readFile` reads it.
    init(configuration: OpenStepPropertyList, readFile: ((String) -> String?)?, paths: PathTable?) {
        name = configuration["name"]?.string ?? ""
        for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
            if let text = value.string { own[key] = text } else if let words = value.array {
                own[key] = words.compactMap(\.string).joined(separator: " ")
            }
        }
        if let readFile = readFile, let reference = configuration["baseConfigurationReference"]?.string,
           let path = paths?.path(of: reference) {
            file = XcodeConfigFile.settings(at: path, readFile: readFile)
        }
    }

    /// The value of `key`: its own, its file's, then the fallbacks'; `$(inherited)` and other
    /// references to settings count as unset here.
    func value(_ key: String) -> String? {
        for table in [own, file] + fallback {
            if let value = table[key], !value.contains("$(") && !value.contains("${") { return value }
        }
        return nil
    }

    /// This target configuration, falling back to `project` (the project's of the same name).
    func inherited(_ project: XcodeSettings?) -> XcodeSettings {
        var settings = self
        if let project = project { settings.fallback = [project.own, project.file] }
        return settings
    }

    /// The OSes `SDKROOT` and `SUPPORTED_PLATFORMS` name.
    private static let sdks: [String: OperatingSystem] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    static let deploymentKeys: [OperatingSystem: String] = [
        .iOS: "IPHONEOS_DEPLOYMENT_TARGET", .macOS: "MACOSX_DEPLOYMENT_TARGET", .tvOS: "TVOS_DEPLOYMENT_TARGET",
        .watchOS: "WATCHOS_DEPLOYMENT_TARGET", .visionOS: "XROS_DEPLOYMENT_TARGET",
    ]

    /// A target's minimums over its configurations: per OS it is built for, the lowest value set.
    static func minimums(_ configurations: [XcodeSettings]) -> [OperatingSystem: OSVersion] {
        var systems = Set<OperatingSystem>()
        for configuration in configurations {
            for key in ["SDKROOT", "SUPPORTED_PLATFORMS"] {
                for word in (configuration.value(key) ?? "").split(separator: " ") { if let system = sdks[String(word)] { systems.insert(system) } }
            }
        }
        var minimums: [OperatingSystem: OSVersion] = [:]
        for configuration in configurations {
            for (system, key) in deploymentKeys where systems.isEmpty || systems.contains(system) {
                guard let version = configuration.value(key).flatMap(OSVersion.init) else { continue }
                minimums[system] = min(version, minimums[system] ?? version)
            }
        }
        return minimums
    }
}

/// The settings of an `.xcconfig` file: `KEY = value` lines, `//` comments, `#include "other"`
/// (relative to the file, a few levels deep). Conditional settings (`KEY[sdk=…]`) are left out.
enum XcodeConfigFile {
    static func settings(at path: String, readFile: (String) -> String?, depth: Int = 0) -> [String: String] {
        guard depth < 4, let text = readFile(path) else { return [:] }
        var settings: [String: String] = [:]
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: " \t")
            if trimmed.hasPrefix("#include") {
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close else { continue }
                let included = String(trimmed[trimmed.index(after: open)..<close])
                let folder = PathSplit.folder(of: path)
                settings.merge(XcodeConfigFile.settings(at: absolutePath(in: folder, of: included), readFile: readFile, depth: depth + 1)) { $1 }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: " \t")
            guard !key.isEmpty, !key.contains("[") else { continue }
            settings[key] = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: " \t;\"")
        }
        return settings
    }
}

/// The paths of an Xcode project's file references and synchronized folders, resolved through
/// their groups from the main group.
struct PathTable {
    private(set) var files: [String: String] = [:]
    /// Synchronized folders by object id, sorted by id.
    private(set) var synchronizedFolders: [(id: String, folder: String)] = []

    init(objects: [String: OpenStepPropertyList], mainGroup: String?, root: String) {
        guard let mainGroup = mainGroup else { return }
        var pending: [(id: String, parent: String)] = [(mainGroup, root)]
        var seen = Set<String>()
        while let (id, parent) = pending.popLast() {
            guard seen.insert(id).inserted, let object = objects[id], let path = PathTable.path(of: object, parent: parent, root: root) else { continue }
            switch object["isa"]?.string {
            case "PBXFileReference": files[id] = path
            case "PBXFileSystemSynchronizedRootGroup": synchronizedFolders.append((id, path))
            default: pending += (object["children"]?.strings ?? []).map { ($0, path) }
            }
        }
        synchronizedFolders.sort { $0.id < $1.id }
    }

    func path(of reference: String) -> String? { files[reference] }

    /// Where an item of the project lies: `path` relative to its `sourceTree` (its group's
    /// folder, the project's root, or absolute); nil for items relative to build folders or SDKs.
    private static func path(of object: OpenStepPropertyList, parent: String, root: String) -> String? {
        let path = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": return absolutePath(in: parent, of: path)
        case "SOURCE_ROOT": return absolutePath(in: root, of: path)
        case "<absolute>": return path.hasPrefix("/") ? PathDisplay.normalize(path) : nil
        default: return nil
        }
    }
}

/// `folder/relative`, normalized (`relative` may hold `..`; an absolute one is taken as it is).
func absolutePath(in folder: String, of relative: String) -> String {
    if relative.isEmpty { return folder }
    return PathDisplay.normalize(relative.hasPrefix("/") ? relative : folder + "/" + relative)
}
