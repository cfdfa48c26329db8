import Foundation
import MigrationKit
import SwiftCST

/// Where the app runs, when `--platforms` does not say: read from the project files next to or
/// above the given paths (or, for a folder, inside it).
///
/// - An Xcode project (`*.xcodeproj/project.pbxproj`): `TARGETED_DEVICE_FAMILY` (1 iPhone, 2 iPad,
///   3 tvOS, 4 watchOS, 6 Mac Catalyst, 7 visionOS), `SDKROOT` and `SUPPORTED_PLATFORMS`
///   (`iphoneos` counts as iPhone only when no target names a device family), and
///   `SUPPORTS_MACCATALYST = YES` (macOS). Every target and configuration counts: an app whose
///   watch extension is iPhone-only still runs on every platform any target names.
/// - A `Package.swift` `platforms:` list: `.iOS` means iPhone and iPad (a package cannot limit
///   the device family: its views run in whatever iOS app links it), `.macOS` and
///   `.macCatalyst` mean macOS. A manifest without `platforms:` says nothing.
///
/// The project files are those `ProjectFileSearch` finds for the run's paths; every one that
/// names platforms counts. When none does, the answer is iPhone only, assumed.
///
/// `#if os(macOS)` in the sources is a source-level hint the `navigation-stack` transform reads
/// itself when the platforms were only assumed.
public enum PlatformInference {
    /// The platforms for the files under `paths`, and where they came from.
    public static func infer(paths: [String]) -> (platforms: Set<Platform>, origin: SettingOrigin) {
        infer(ProjectFileSearch.files(near: paths).nearest)
    }

    /// The platforms the project files `found` name (iPhone, assumed, when none does).
    static func infer(_ found: [ProjectFile]) -> (platforms: Set<Platform>, origin: SettingOrigin) {
        var platforms = Set<Platform>()
        var evidence: [String] = []
        for finding in found.compactMap(\.platforms) where !evidence.contains(finding.description) {
            platforms.formUnion(finding.platforms)
            evidence.append(finding.description)
        }
        guard !platforms.isEmpty else { return ([.iphone], .assumed) }
        return (platforms, .inferred(evidence: evidence))
    }

    /// What one project file says.
    struct Finding {
        var platforms: Set<Platform>
        /// `App.xcodeproj (TARGETED_DEVICE_FAMILY, SDKROOT)`
        var description: String
    }

    // MARK: Reading project files

    /// Reads `TARGETED_DEVICE_FAMILY`, `SDKROOT`, `SUPPORTED_PLATFORMS` and `SUPPORTS_MACCATALYST`
    /// from every build configuration of a `project.pbxproj`.
    static func xcodeProjectFinding(_ text: String, name: String) -> Finding? {
        var families = Set<Platform>()
        var sdkPlatforms = Set<Platform>()
        var namesIPhoneSDK = false
        var catalyst = false
        var keys: [String] = []
        for line in settingLines(text) {
            guard let (key, value) = buildSetting(line) else { continue }
            switch key {
            case "TARGETED_DEVICE_FAMILY":
                let found = Set(value.split(separator: ",").compactMap { deviceFamilies[$0.trimmingCharacters(in: " ")] })
                families.formUnion(found)
                if !found.isEmpty && !keys.contains(key) { keys.append(key) }
            case "SDKROOT", "SUPPORTED_PLATFORMS":
                for word in value.split(separator: " ") {
                    if word == "iphoneos" { namesIPhoneSDK = true }
                    if let platform = sdks[String(word)] { sdkPlatforms.insert(platform) } else { continue }
                    if !keys.contains(key) { keys.append(key) }
                }
            case "SUPPORTS_MACCATALYST" where value == "YES":
                catalyst = true
                if !keys.contains(key) { keys.append(key) }
            default:
                continue
            }
        }
        var platforms = families.union(sdkPlatforms)
        if catalyst { platforms.insert(.macos) }
        // An iOS SDK with no device family named anywhere: Xcode's default family is iPhone.
        if namesIPhoneSDK && !families.contains(.iphone) && !families.contains(.ipad) {
            platforms.insert(.iphone)
            if !keys.contains("SDKROOT") { keys.append("SDKROOT") }
        }
        guard !platforms.isEmpty else { return nil }
        return Finding(platforms: platforms, description: "\(name) (\(keys.joined(separator: ", ")))")
    }

    /// The lines of `text` (split at `\n` and `\r` characters) that may set one of the keys
    /// `xcodeProjectFinding` reads. Without CR, every `\n` byte is a line break of its own, and
    /// a line that holds neither a key's spelling nor a non-ASCII byte (which could spell one
    /// canonically equivalent) sets none; such lines are left out without building strings.
    private static func settingLines(_ text: String) -> [Substring] {
        let bytes = Array(text.utf8)
        guard !bytes.contains(UInt8(ascii: "\r")) else { return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) }
        var lines: [Substring] = []
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            while start < bytes.count {
                let end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if !line.isEmpty, line.contains(where: { $0 >= 0x80 }) || settingKeys.contains(where: { ByteSearch.contains($0, in: line) }) {
                    lines.append(Substring(String(decoding: line, as: UTF8.self)))
                }
                start = end + 1
            }
        }
        return lines
    }

    private static let settingKeys = ["TARGETED_DEVICE_FAMILY", "SDKROOT", "SUPPORTED_PLATFORMS", "SUPPORTS_MACCATALYST"].map { Array($0.utf8) }

    private static let deviceFamilies: [String: Platform] = ["1": .iphone, "2": .ipad, "3": .tvos, "4": .watchos, "6": .macos, "7": .visionos]
    private static let sdks: [String: Platform] = ["macosx": .macos, "appletvos": .tvos, "watchos": .watchos, "xros": .visionos]

    /// `\t\tKEY = "value";` → (KEY, value); nil for other lines.
    private static func buildSetting(_ line: Substring) -> (String, String)? {
        let trimmed = line.trimmingCharacters(in: " \t")
        guard trimmed.hasSuffix(";"), let equals = trimmed.range(of: " = ") else { return nil }
        let key = trimmed[..<equals.lowerBound].trimmingCharacters(in: "\"")
        let value = trimmed[equals.upperBound...].dropLast().trimmingCharacters(in: " \"")
        return (key, value)
    }

    /// Reads the `platforms:` argument of a package manifest.
    static func packageFinding(_ text: String, name: String) -> Finding? {
        let tree = SyntaxTree(text)
        guard let list = tree.nodes(ofKind: .argument).first(where: { ArgumentSyntax($0)?.label == "platforms" })?.firstChild else { return nil }
        var platforms = Set<Platform>()
        for node in list.descendantsAndSelf where node.kind == .implicitMemberExpr || node.kind == .memberSuffix {
            platforms.formUnion(manifestPlatforms[node.identifierName ?? ""] ?? [])
        }
        guard !platforms.isEmpty else { return nil }
        return Finding(platforms: platforms, description: "\(name) (platforms:)")
    }

    private static let manifestPlatforms: [String: Set<Platform>] = [
        "iOS": [.iphone, .ipad], "macOS": [.macos], "macCatalyst": [.macos],
        "tvOS": [.tvos], "watchOS": [.watchos], "visionOS": [.visionos],
    ]
}
