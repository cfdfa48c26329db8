import PackagePlugin

/// `swift package --allow-writing-to-package-directory swiftui-migrate [--target NAME] [options]`,
/// and "Migrate SwiftUI Code" in Xcode's project menu: migrates the targets in place (or in
/// any mode given). It declares the permission to write, so it is asked for on every run.
@main
struct MigrateSwiftUICode: MigrationPlugin {
    static let access = PackageAccess.writes
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension MigrateSwiftUICode: XcodeCommandPlugin {}
#endif
