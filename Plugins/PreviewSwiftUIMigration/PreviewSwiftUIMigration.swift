import PackagePlugin

/// `swift package swiftui-migrate-preview [--target NAME] [options]`, and "Preview SwiftUI
/// Migration" in Xcode's project menu: the runs that write nothing to the package (`--dry-run`,
/// the default; `--check`, `--patch`, `report`, `list`, `explain`), so it needs no permission.
@main
struct PreviewSwiftUIMigration: MigrationPlugin {
    static let access = PackageAccess.readOnly
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PreviewSwiftUIMigration: XcodeCommandPlugin {}
#endif
