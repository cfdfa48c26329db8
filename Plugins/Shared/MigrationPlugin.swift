import Foundation
import PackagePlugin

/// A command plugin that runs the built `swiftui-migrate` on the project's targets: the package's
/// source targets here, an Xcode project's targets in `XcodeMigrationPlugin.swift`. The two
/// plugins of this package differ only in `access`.
protocol MigrationPlugin: CommandPlugin {
    static var access: PackageAccess { get }
}

extension MigrationPlugin {
    /// Runs on a package: `--target NAME` chooses source targets (default: all of them).
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let request = try PluginRequest(arguments)
        let modules = context.package.targets.compactMap { $0.sourceModule }
        let (chosen, others) = try request.choose(modules) { $0.name }
        try MigrationRun(tool: context.tool(named: "swiftui-migrate").path.string,
                         projectDirectory: context.package.directory.string,
                         workDirectory: context.pluginWorkDirectory.string)
            .perform(request, access: Self.access, paths: chosen.map { $0.directory.string }, otherTargets: others.map { $0.directory.string })
    }
}

/// One run of the tool for a plugin: its standard output (the diff, a report) passes through;
/// its diagnostic lines become the plugin API's diagnostics, so Xcode shows them at their
/// lines; its other lines (the summary, its own errors) and its notes pass through as text.
struct MigrationRun {
    let tool: String
    /// The project's folder: the tool runs there, so paths print relative to it.
    let projectDirectory: String
    /// The plugin's own folder, where a relative `--patch` goes.
    let workDirectory: String

    func perform(_ request: PluginRequest, access: PackageAccess, paths: [String], otherTargets: [String]) throws {
        let commandLine = try ToolCommandLine(request, access: access, paths: paths, otherTargets: otherTargets,
                                          projectDirectory: projectDirectory, workDirectory: workDirectory)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = commandLine.arguments
        process.currentDirectoryURL = URL(fileURLWithPath: projectDirectory)
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        report(String(decoding: errorText, as: UTF8.self))
        guard process.terminationReason == .exit else {
            throw PluginFailure("swiftui-migrate was ended by signal \(process.terminationStatus)")
        }
        if let failure = request.failure(exitStatus: process.terminationStatus) { throw failure }
        if let patch = commandLine.patchPath { print("swiftui-migrate: patch written to \(patch); apply it with: git apply '\(patch)'") }
    }

    /// Hands each diagnostic line of `errorText` to the plugin API and prints the others. A note
    /// is printed too: SwiftPM shows the API's remarks only with `-v`.
    private func report(_ errorText: String) {
        for text in errorText.split(separator: "\n") {
            let diagnostic = ToolDiagnosticLine(text)
            if diagnostic == nil || diagnostic?.severity == .note { FileHandle.standardError.write(Data((text + "\n").utf8)) }
            guard let diagnostic = diagnostic else { continue }
            let file = diagnostic.path.hasPrefix("/") ? diagnostic.path : projectDirectory + "/" + diagnostic.path
            switch diagnostic.severity {
            case .error: Diagnostics.error(diagnostic.located, file: file, line: diagnostic.line)
            case .warning: Diagnostics.warning(diagnostic.located, file: file, line: diagnostic.line)
            case .note: Diagnostics.remark(diagnostic.located, file: file, line: diagnostic.line)
            }
        }
    }
}
