import Foundation
import MigrationDriver
import MigrationKit
import TestSupport
import XCTest

/// The plugins' Xcode-project code (`#if canImport(XcodeProjectPlugin)`), which SwiftPM never
/// compiles on Linux, type-checked against the stand-in module in Tests/Stubs/XcodeProjectPlugin
/// and the toolchain's `PackagePlugin`, with the flags SwiftPM compiles plugins with.
final class PluginTypeCheckTests: XCTestCase {
    func testThePluginsTypeCheckWithXcodeProjectPlugin() throws {
        guard let usr = Toolchain.usrDirectory, let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc") }
        let pluginAPI = usr.appendingPathComponent("lib/swift/pm/PluginAPI").path
        guard FileManager.default.fileExists(atPath: pluginAPI) else { throw XCTSkip("no PackagePlugin module at \(pluginAPI)") }
        let root = Toolchain.repositoryRoot.path
        let stub = TemporaryDirectory(prefix: "xcode-project-plugin")
        let flags = ["-parse-as-library", "-swift-version", "5", "-package-description-version", "5.9.0", "-I", pluginAPI]

        let module = try XCTUnwrap(Subprocess.run(swiftc.path, ["-emit-module", "-module-name", "XcodeProjectPlugin",
                                                               "-emit-module-path", stub.path + "/XcodeProjectPlugin.swiftmodule",
                                                               root + "/Tests/Stubs/XcodeProjectPlugin/XcodeProjectPlugin.swift"] + flags, in: stub.path))
        XCTAssertEqual(module.status, 0, String(decoding: module.standardError, as: UTF8.self))

        for plugin in ["MigrateSwiftUICode", "PreviewSwiftUIMigration"] {
            let folder = root + "/Plugins/" + plugin
            let sources = try [folder, folder + "/Shared"].flatMap { directory in
                try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.map { directory + "/" + $0 }
            }
            XCTAssertTrue(sources.contains { $0.hasSuffix("Shared/XcodeMigrationPlugin.swift") }, "\(sources)")
            let check = try XCTUnwrap(Subprocess.run(swiftc.path, ["-typecheck", "-I", stub.path] + flags + sources, in: stub.path))
            XCTAssertEqual(check.status, 0, "\(plugin): \(String(decoding: check.standardError, as: UTF8.self))")
        }
    }
}
