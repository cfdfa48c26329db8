import XCTest

/// The plugins' own logic, compiled here from Plugins/Shared (Tests/CLITests/Plugin links to
/// its files that need no PackagePlugin): what the plugin arguments ask, the tool's command line
/// they make, and the tool's diagnostic lines read back. `PluginTests` runs the plugins whole.
final class PluginArgumentTests: XCTestCase {
    private func commandLine(_ arguments: [String], access: PackageAccess = .readOnly,
                             paths: [String] = ["/p/Sources/A"], others: [String] = []) throws -> ToolCommandLine {
        try ToolCommandLine(try PluginRequest(arguments), access: access, paths: paths, otherTargets: others,
                        projectDirectory: "/p", workDirectory: "/p/.build/plugins/work")
    }

    func testTargetsAreTakenOutAndTheRestPassesThrough() throws {
        let request = try PluginRequest(["--target", "A", "--only", "navigation-stack", "--target=B", "--", "--target", "x"])
        XCTAssertEqual(request.targets, ["A", "B"])
        XCTAssertEqual(request.subcommand, .migrate)
        XCTAssertEqual(request.arguments, ["--only", "navigation-stack", "--", "--target", "x"])
        XCTAssertThrowsError(try PluginRequest(["--target"])) { XCTAssertEqual("\($0)", "--target needs the name of a target") }
    }

    func testSubcommands() throws {
        XCTAssertEqual(try PluginRequest(["report", "--target", "A", "--format", "markdown"]).subcommand, .report)
        XCTAssertEqual(try PluginRequest(["report", "--format", "markdown"]).arguments, ["--format", "markdown"])
        XCTAssertEqual(try PluginRequest(["migrate", "--dry-run"]).arguments, ["--dry-run"])
        XCTAssertEqual(try PluginRequest(["explain", "sheet-item"]).subcommand, .explain)
        XCTAssertEqual(try PluginRequest(["--version"]).arguments, ["--version"])
        for refused in ["bulk", "parse"] {
            XCTAssertThrowsError(try PluginRequest([refused, "x"])) { XCTAssertTrue("\($0)".contains("run `\(refused)` with the tool itself"), "\($0)") }
        }
    }

    func testWhichRunsWriteTheSources() throws {
        XCTAssertTrue(try PluginRequest([]).writesSources)
        XCTAssertTrue(try PluginRequest(["--only", "sheet-item", "--target", "A"]).writesSources)
        for mode in [["--dry-run"], ["--check"], ["--patch", "x.patch"], ["--patch=x.patch"], ["--stdin-path", "A.swift"], ["report"], ["list"], ["explain", "x"]] {
            XCTAssertFalse(try PluginRequest(mode).writesSources, "\(mode)")
        }
        XCTAssertTrue(try PluginRequest(["--", "--dry-run"]).writesSources, "after --, a path")
        for report in [["--format", "sarif"], ["--format=json"]] {
            XCTAssertFalse(try PluginRequest(report).writesSources, "\(report): a report writes nothing")
            XCTAssertTrue(try PluginRequest(report + ["--in-place"]).writesSources, "\(report) --in-place")
        }
        XCTAssertThrowsError(try commandLine(["--in-place"])) { XCTAssertTrue("\($0)".contains("swiftui-migrate-preview writes nothing"), "\($0)") }
        XCTAssertThrowsError(try PluginRequest(["--patch"])) { XCTAssertEqual("\($0)", "--patch needs a file name") }
    }

    func testThePreviewRunsAMigrationAsADryRunAndTheOtherPluginAsGiven() throws {
        XCTAssertEqual(try commandLine([]).arguments, ["--dry-run", "--", "Sources/A"])
        XCTAssertEqual(try commandLine([], access: .writes).arguments, ["--", "Sources/A"])
        XCTAssertEqual(try commandLine(["--check"]).arguments, ["--check", "--", "Sources/A"])
        XCTAssertEqual(try commandLine(["--dry-run", "--", "Extra.swift"], access: .writes).arguments, ["--dry-run", "--", "Extra.swift", "Sources/A"])
    }

    func testOtherTargetsAreContextForAMigrationOnly() throws {
        let paths = ["/p/Sources/A", "/elsewhere/B.swift"]
        XCTAssertEqual(try commandLine(["--target", "A"], paths: paths, others: ["/p/Sources/C"]).arguments,
                       ["--dry-run", "--project", "Sources/C", "--", "Sources/A", "/elsewhere/B.swift"])
        XCTAssertEqual(try commandLine(["report", "--target", "A"], paths: paths, others: ["/p/Sources/C"]).arguments,
                       ["report", "--", "Sources/A", "/elsewhere/B.swift"], "report takes no --project")
        XCTAssertEqual(try commandLine(["list"]).arguments, ["list"])
        XCTAssertEqual(try commandLine(["explain", "sheet-item"]).arguments, ["explain", "sheet-item"])
        XCTAssertEqual(try commandLine(["--help"]).arguments, ["--help"])
    }

    func testARelativePatchGoesToTheWorkDirectory() throws {
        for given in [["--patch", "up.patch"], ["--patch=up.patch"]] {
            let line = try commandLine(given + ["--only", "sheet-item"])
            XCTAssertEqual(line.arguments, ["--patch", "/p/.build/plugins/work/up.patch", "--only", "sheet-item", "--", "Sources/A"])
            XCTAssertEqual(line.patchPath, "/p/.build/plugins/work/up.patch")
        }
        XCTAssertEqual(try commandLine(["--patch", "/tmp/up.patch"]).arguments, ["--patch", "/tmp/up.patch", "--", "Sources/A"])
        XCTAssertNil(try commandLine(["--dry-run"]).patchPath)
        XCTAssertEqual(try commandLine(["--patch", "/p/up.patch"], access: .writes).patchPath, "/p/up.patch")
        for inside in ["/p/up.patch", "../../up.patch", "/p/.build/plugins/work/../up.patch"] {
            XCTAssertThrowsError(try commandLine(["--patch", inside]), inside) {
                XCTAssertEqual("\($0)", "swiftui-migrate-preview writes nothing in the project: give --patch a relative path (it goes to /p/.build/plugins/work) or one outside the project")
            }
        }
    }

    func testExitStatuses() throws {
        let migrate = try PluginRequest([])
        let check = try PluginRequest(["--check"])
        XCTAssertNil(migrate.failure(exitStatus: 0))
        XCTAssertNil(check.failure(exitStatus: 0))
        XCTAssertEqual(check.failure(exitStatus: 1)?.description, "files would change (--check); run with --dry-run to see how")
        XCTAssertEqual(migrate.failure(exitStatus: 1)?.description, "swiftui-migrate exited with status 1")
        XCTAssertEqual(migrate.failure(exitStatus: 2)?.description, "swiftui-migrate exited with status 2: a usage error, or a file could not be processed (see above)")
        XCTAssertTrue(migrate.failure(exitStatus: 130)?.description.hasPrefix("swiftui-migrate was interrupted") ?? false)
    }

    func testChoosingTargets() throws {
        let all = ["App", "Widgets", "AppTests"]
        let chosen = try PluginRequest(["--target", "Widgets"]).choose(all) { $0 }
        XCTAssertEqual(chosen.chosen, ["Widgets"])
        XCTAssertEqual(chosen.others, ["App", "AppTests"])
        XCTAssertEqual(try PluginRequest([]).choose(all) { $0 }.chosen, all)
        XCTAssertThrowsError(try PluginRequest(["--target", "Nope"]).choose(all) { $0 }) {
            XCTAssertEqual("\($0)", "no target named 'Nope'; the targets: App, Widgets, AppTests")
        }
    }

    func testDiagnosticLinesAreReadBack() throws {
        let warning = try XCTUnwrap(ToolDiagnosticLine("Sources/A.swift:12:5: warning: Model stays: its $query publisher is used: here [observable-object]"))
        XCTAssertEqual(warning, ToolDiagnosticLine(path: "Sources/A.swift", line: 12, column: 5, severity: .warning,
                                                   message: "Model stays: its $query publisher is used: here [observable-object]"))
        XCTAssertEqual(warning.located, "Sources/A.swift:12:5: Model stays: its $query publisher is used: here [observable-object]")
        XCTAssertEqual(ToolDiagnosticLine("odd:name 1:2.swift:3:4: note: x")?.path, "odd:name 1:2.swift")
        XCTAssertEqual(ToolDiagnosticLine("B.swift:1:1: error: cannot read")?.severity, .error)
        for other in ["swiftui-migrate: error: unknown option '--x'", "swiftui-migrate: 2 files scanned: 2 would change",
                      "A.swift:1:1: fatal: x", ":1:1: warning: x", "A.swift:0:1: warning: x", "A.swift:1: warning: x", ""] {
            XCTAssertNil(ToolDiagnosticLine(Substring(other)), other)
        }
    }
}
