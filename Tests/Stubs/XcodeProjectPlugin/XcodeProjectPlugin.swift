// Declaration-only stand-in for Xcode's `XcodeProjectPlugin` module, which exists only inside
// Xcode, so that `PluginTypeCheckTests` can type-check the plugins' `#if canImport(XcodeProjectPlugin)`
// code on Linux. It declares what the plugins use, with the shapes of Xcode's module
// (XcodeProjectPlugin.swiftinterface of Xcode 14.1, and SwiftPM's "Writing a command plugin":
// "If any targets are chosen in the Xcode user interface, Xcode passes their names as
// `--target` arguments to the plugin"). Bodies never run.
import PackagePlugin

/// The Xcode project a command plugin runs on.
public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    /// The folder holding the `.xcodeproj`.
    public let directory: Path
    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

/// One target of the project.
public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    /// The files of its build phases (sources and resources).
    public let inputFiles: FileList
}

/// What Xcode hands a plugin run on a project.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectory: Path
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stub") }
}

/// The entry point of a command plugin run on an Xcode project (the project menu).
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
