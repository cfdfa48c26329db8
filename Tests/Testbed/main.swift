import Foundation
import MigrateCommandLine
import MigrationDriver
import TestSupport
import Transforms

// `swiftui-migrate-testbed`: the command line as the shipped tool has it, plus what the
// end-to-end tests (Tests/CLITests) need and the shipped tool must never have:
// - `MarkerTransform` after the real transforms, so runs have edits, warnings and broken
//   outputs that do not depend on what the real transforms do;
// - `SWIFTUI_MIGRATE_TEST_BEFORE_WRITE=COMMAND` runs COMMAND with `/bin/sh -c` (the file's path
//   as `$1`) just before each file is written, so a test can change a file between the run's
//   read and its write.
let beforeWrite = ProcessInfo.processInfo.environment["SWIFTUI_MIGRATE_TEST_BEFORE_WRITE"].map { command in
    { (path: String) in _ = Subprocess.run("/bin/sh", ["-c", command, "sh", path]) }
}
exit(SwiftUIMigrate.main(arguments: Array(CommandLine.arguments.dropFirst()),
                         registry: TransformRegistry.all + [MarkerTransform.self], beforeWrite: beforeWrite))
