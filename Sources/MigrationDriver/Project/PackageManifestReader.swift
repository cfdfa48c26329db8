import Foundation
import MigrationKit
import SwiftCST

/// Reads a package manifest's deployment targets and the folders of its targets.
///
/// `platforms: [.iOS(.v16), .macOS("13.0"), .macCatalyst(.v17)]` gives the package's minimums
/// (Mac Catalyst counts as iOS); an OS it does not list is one it is not built for here. Every
/// target of the package shares them. A target's folder is its `path:`, or `Sources/<name>`
/// (`Source/`, `src/`, `srcs/` when that is the one that exists; `Tests/<name>` for a test
/// target); files of the package in no target's folder belong to the package as a whole.
enum PackageManifestReader {
    /// The declared targets of the manifest `text` in `folder` (canonical); none when it
    /// declares no minimum. `name` says it in messages (`Kit/Package.swift`).
    static func targets(_ text: String, name: String, folder: String) -> [DeclaredTarget] {
        let tree = SyntaxTree(text)
        let minimums = self.minimums(tree)
        guard !minimums.isEmpty else { return [] }
        func declared(_ setter: DeploymentTarget.Setter, folder: String) -> DeclaredTarget {
            DeclaredTarget(target: DeploymentTarget(minimums.mapValues { DeploymentTarget.Minimum($0, setBy: setter) }), folders: [folder])
        }
        var result = [declared(DeploymentTarget.Setter(name), folder: folder)]
        for (target, path) in targetFolders(tree, folder: folder) {
            result.append(declared(DeploymentTarget.Setter(name, targets: [target]), folder: path))
        }
        return result
    }

    /// The folders (canonical) of the local packages the manifest `text` in `folder` depends
    /// on: `.package(path: "../Kit")`, `.package(name: "Kit", path: "../Kit")`.
    static func localPackages(_ text: String, folder: String) -> [String] {
        SyntaxTree(text).nodes(ofKind: .callSuffix).compactMap { node in
            guard let call = CallSyntax(node), call.calledNameIs("package"),
                  let path = call.argument(labeled: "path")?.expression.flatMap(stringValue) else { return nil }
            return absolutePath(in: folder, of: path)
        }
    }

    /// What the manifest `text` builds, as far as who may import it depends: whether it has an
    /// executable target, and whether it vends a library product others can depend on.
    static func products(_ text: String) -> (buildsApp: Bool, vendsLibrary: Bool) {
        let called = SyntaxTree(text).nodes(ofKind: .callSuffix).compactMap { CallSyntax($0)?.calledName }
        return (called.contains("executableTarget") || called.contains("executable"), called.contains("library"))
    }

    /// `platforms:`'s minimum per OS.
    static func minimums(_ tree: SyntaxTree) -> [OperatingSystem: OSVersion] {
        guard let list = tree.nodes(ofKind: .argument).first(where: { ArgumentSyntax($0)?.label == "platforms" })?.firstChild else { return [:] }
        var minimums: [OperatingSystem: OSVersion] = [:]
        for node in list.descendantsAndSelf where node.kind == .callSuffix {
            guard let call = CallSyntax(node), let name = call.calledName, let system = systems[name],
                  let argument = call.arguments.first?.expression, let version = version(argument) else { continue }
            minimums[system] = min(version, minimums[system] ?? version)
        }
        return minimums
    }

    private static let systems: [String: OperatingSystem] = [
        "iOS": .iOS, "macCatalyst": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS,
    ]

    /// `.v16`, `.v10_15`, `"16.4"`.
    private static func version(_ expression: Node) -> OSVersion? {
        if expression.kind == .stringLiteral { return stringValue(expression).flatMap(OSVersion.init) }
        guard let name = expression.identifierName ?? expression.children.last?.identifierName, name.hasPrefix("v") else { return nil }
        return OSVersion(name.dropFirst().replacingOccurrences(of: "_", with: "."))
    }

    /// The contents of a plain string literal (no interpolation).
    private static func stringValue(_ literal: Node) -> String? {
        let text = literal.text
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    /// Each source target's name and folder (canonical).
    private static func targetFolders(_ tree: SyntaxTree, folder: String) -> [(String, String)] {
        var result: [(String, String)] = []
        for node in tree.nodes(ofKind: .callSuffix) {
            guard let call = CallSyntax(node), let kind = call.calledName, targetKinds.contains(kind),
                  let name = call.argument(labeled: "name")?.expression.flatMap(stringValue) else { continue }
            if let path = call.argument(labeled: "path")?.expression.flatMap(stringValue) {
                result.append((name, absolutePath(in: folder, of: path)))
                continue
            }
            let roots = kind == "testTarget" ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
            let candidates = roots.map { absolutePath(in: folder, of: "\($0)/\(name)") }
            result.append((name, candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]))
        }
        return result
    }
}
