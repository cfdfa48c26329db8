import Foundation
import MigrationKit
import Transforms

/// Hooks for the end-to-end tests (Tests/CLITests), set through the environment. They are not
/// features: nothing a user does turns them on, and without them the tool behaves the same.
///
/// - `SWIFTUI_MIGRATE_TEST_TRANSFORM=1` adds `MarkerTransform` to the pipeline, so the
///   command line can be tested with edits, warnings and broken outputs that do not depend on
///   what the real transforms do.
/// - `SWIFTUI_MIGRATE_TEST_BEFORE_WRITE=COMMAND` runs COMMAND with `/bin/sh -c` (the file's path
///   as `$1`) just before each file is written, so tests can change a file between the run's
///   read and its write.
enum TestHooks {
    private static let environment = ProcessInfo.processInfo.environment

    /// The transforms a migration runs.
    static var registry: [any Transform.Type] {
        environment["SWIFTUI_MIGRATE_TEST_TRANSFORM"] == "1" ? TransformRegistry.all + [MarkerTransform.self] : TransformRegistry.all
    }

    /// The command to run before each write, as a closure.
    static var beforeWrite: ((String) -> Void)? {
        guard let command = environment["SWIFTUI_MIGRATE_TEST_BEFORE_WRITE"] else { return nil }
        return { path in _ = Subprocess.run("/bin/sh", ["-c", command, "sh", path]) }
    }
}
