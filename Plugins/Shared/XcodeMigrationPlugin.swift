#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

extension MigrationPlugin {
    /// Runs on an Xcode project (its project menu): Xcode passes the targets chosen in its
    /// dialog as `--target NAME` (all targets when none is). The tool gets their Swift input
    /// files, and the other targets' as `--project` context, as for a package.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let request = try PluginRequest(arguments)
        let (chosen, others) = try request.choose(context.xcodeProject.targets) { $0.displayName }
        let swiftFiles = { (targets: [XcodeTarget]) in
            targets.flatMap { $0.inputFiles.filter { $0.path.extension == "swift" }.map { $0.path.string } }
        }
        try MigrationRun(tool: context.tool(named: "swiftui-migrate").path.string,
                         projectDirectory: context.xcodeProject.directory.string,
                         workDirectory: context.pluginWorkDirectory.string)
            .perform(request, access: Self.access, paths: swiftFiles(chosen), otherTargets: swiftFiles(others))
    }
}
#endif
