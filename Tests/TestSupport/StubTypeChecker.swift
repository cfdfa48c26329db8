import Foundation
import MigrationKit

/// Why the stub type checker could not be prepared.
public enum StubTypeCheckerError: Error, CustomStringConvertible {
    /// No `swiftc` was found (see `Toolchain.swiftc`). Tests skip on this one.
    case swiftcNotFound
    /// The stub sources (Tests/Stubs) were not found at the given place.
    case stubsNotFound(URL)
    /// A stub module did not compile; `diagnostics` is the compiler's output.
    case stubBuildFailed(module: String, diagnostics: String)

    public var description: String {
        switch self {
        case .swiftcNotFound:
            return "swiftc not found (set SWIFTC, or put swiftc on PATH)"
        case .stubsNotFound(let url):
            return "SwiftUI/Combine stub sources not found at \(url.path)"
        case .stubBuildFailed(let module, let diagnostics):
            return "the \(module) stub module did not compile:\n\(diagnostics)"
        }
    }
}

/// Type-checks Swift files against declaration-only `SwiftUI` and `Combine` stub modules
/// (Tests/Stubs), so migrated SwiftUI code can be checked on Linux.
///
/// The stubs are compiled once per process, lazily, into a temporary directory that is
/// removed at exit. Each check is one `swift-frontend -typecheck` run over one module
/// (no driver process, no code generation); `typecheck(groups:)` runs many at once.
///
/// ```swift
/// let checker = try StubTypeChecker.shared()
/// let (ok, diagnostics) = checker.typecheck(files: [url])
/// ```
public final class StubTypeChecker: @unchecked Sendable {
    /// The compiler driver in use.
    public let swiftc: URL
    /// The directory holding `SwiftUI.swiftmodule`, `Combine.swiftmodule` and the macro plugins.
    public let moduleDirectory: URL
    /// The stub sources (Tests/Stubs, or `$SWIFTUI_STUBS_DIR`).
    public let stubsDirectory: URL
    /// Whether `#Preview` and `@Entry` work: the stand-in `PreviewsMacros` and `SwiftUIMacros`
    /// plugins were built (they need the toolchain's SwiftSyntax modules in usr/lib/swift/host).
    /// When false, a file using them fails with "plugin for module '...' not found".
    public let supportsPreviewMacro: Bool
    /// Why the preview plugin could not be built, when `supportsPreviewMacro` is false.
    public let previewMacroUnavailableReason: String?
    /// The frontend invocation, with `placeholderFile` standing for the input files.
    private let frontend: URL
    private let frontendArguments: [String]
    /// The stand-in compiler plugins, each built from `Tests/Stubs/<name>/<name>.swift`.
    private static let macroPlugins = ["PreviewsMacros", "SwiftUIMacros"]
    private static let placeholderFile = "__STUB_TYPECHECK_INPUT__.swift"
    private static let placeholderModule = "StubCheckPlaceholderModule"

    // MARK: - Shared instance

    private static let sharedResult: Result<StubTypeChecker, StubTypeCheckerError> = {
        do {
            return .success(try StubTypeChecker())
        } catch let error as StubTypeCheckerError {
            return .failure(error)
        } catch {
            return .failure(.stubBuildFailed(module: "?", diagnostics: "\(error)"))
        }
    }()

    /// The process-wide checker; the first call builds the stub modules (a few seconds),
    /// later calls return the same instance. Thread-safe.
    public static func shared() throws -> StubTypeChecker {
        try sharedResult.get()
    }

    /// The default location of the stub sources: `$SWIFTUI_STUBS_DIR`, else Tests/Stubs
    /// next to this file's folder.
    public static var defaultStubsDirectory: URL {
        if let explicit = ProcessInfo.processInfo.environment["SWIFTUI_STUBS_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Stubs")
    }

    /// Builds a new checker (prefer `shared()`): compiles the Combine, App Intents and SwiftUI stubs
    /// from `stubsDirectory` into a fresh temporary directory.
    public init(stubsDirectory: URL = StubTypeChecker.defaultStubsDirectory) throws {
        guard let swiftc = Toolchain.swiftc else { throw StubTypeCheckerError.swiftcNotFound }
        let fileManager = FileManager.default
        let combineSources = SourceFolders.files(under: stubsDirectory.appendingPathComponent("Combine"))
        let appIntentsSources = SourceFolders.files(under: stubsDirectory.appendingPathComponent("AppIntents"))
        let swiftUISources = SourceFolders.files(under: stubsDirectory.appendingPathComponent("SwiftUI"))
        guard !combineSources.isEmpty, !appIntentsSources.isEmpty, !swiftUISources.isEmpty else {
            throw StubTypeCheckerError.stubsNotFound(stubsDirectory)
        }

        let directory = fileManager.temporaryDirectory
            .appendingPathComponent("swiftui-migrate-stubs-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        Self.removeAtExit(directory)

        // 1. The stand-in macro plugins, #Preview's and @Entry's (optional).
        var pluginArguments: [String] = []
        var previewReason: String?
        if let host = Toolchain.usrDirectory?.appendingPathComponent("lib/swift/host"),
           fileManager.fileExists(atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path) {
            for plugin in Self.macroPlugins {
                let source = stubsDirectory.appendingPathComponent("\(plugin)/\(plugin).swift")
                let library = directory.appendingPathComponent("lib\(plugin).so")
                guard fileManager.fileExists(atPath: source.path) else { continue }
                let result = Toolchain.run(swiftc, [
                    "-emit-library", "-module-name", plugin, "-parse-as-library", "-suppress-warnings",
                    "-I", host.path, "-L", host.path, "-lSwiftSyntax", "-lSwiftSyntaxMacros",
                    "-Xlinker", "-rpath", "-Xlinker", host.path,
                    "-o", library.path, source.path,
                ])
                if result.succeeded {
                    pluginArguments += ["-load-plugin-library", library.path]
                } else {
                    previewReason = "the \(plugin) stand-in did not build:\n\(result.output)"
                }
            }
        } else {
            previewReason = "the toolchain has no SwiftSyntax modules in usr/lib/swift/host"
        }

        // 2. Combine, App Intents, then SwiftUI (which re-exports Combine, Observation and Foundation).
        for (module, sources) in [("Combine", combineSources), ("AppIntents", appIntentsSources), ("SwiftUI", swiftUISources)] {
            let result = Toolchain.run(swiftc, [
                "-emit-module", "-wmo", "-parse-as-library", "-suppress-warnings",
                "-module-name", module,
                "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                "-I", directory.path,
            ] + pluginArguments + sources.map(\.path))
            guard result.succeeded else {
                throw StubTypeCheckerError.stubBuildFailed(module: module, diagnostics: result.output)
            }
        }

        // 3. Ask the driver once for its frontend job, then reuse it for every check.
        //    On Linux, URLSession & co. live in FoundationNetworking, which Apple's Foundation
        //    includes: import it implicitly into every checked file, as on Apple platforms.
        var implicitImports: [String] = []
        if Self.toolchainHasModule("FoundationNetworking") {
            implicitImports = ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]
        }
        let baseDriverArguments = ["-typecheck", "-wmo", "-parse-as-library", "-I", directory.path] + pluginArguments + implicitImports
        let plan = Toolchain.run(swiftc, ["-###"] + baseDriverArguments + ["-module-name", Self.placeholderModule, Self.placeholderFile])
        let jobs = plan.output.split(separator: "\n").map(String.init).filter { $0.contains(Self.placeholderFile) }
        if plan.succeeded, jobs.count == 1, let words = Self.shellWords(jobs[0]), words.count > 1,
           words.contains(Self.placeholderFile), words.contains(Self.placeholderModule) {
            frontend = URL(fileURLWithPath: words[0])
            frontendArguments = Array(words.dropFirst())
        } else {
            // Fall back to the driver (slower: one more process per check).
            frontend = swiftc
            frontendArguments = baseDriverArguments + ["-module-name", Self.placeholderModule, Self.placeholderFile]
        }

        self.swiftc = swiftc
        self.moduleDirectory = directory
        self.stubsDirectory = stubsDirectory
        self.supportsPreviewMacro = previewReason == nil
        self.previewMacroUnavailableReason = previewReason
    }

    // MARK: - Checking

    /// The result of one check: `succeeded` is true when the compiler reported no error;
    /// `diagnostics` is everything it printed (errors, warnings, notes).
    public typealias Outcome = (succeeded: Bool, diagnostics: String)

    /// Type-checks `files` as one module (named `moduleName`) against the stubs.
    /// `extraArguments` go to the frontend, e.g. `["-swift-version", "6"]`.
    public func typecheck(files: [URL], moduleName: String = "StubCheck", extraArguments: [String] = []) -> Outcome {
        guard !files.isEmpty else { return (true, "") }
        var arguments: [String] = []
        for argument in frontendArguments {
            switch argument {
            case Self.placeholderFile: arguments += files.map(\.path)
            case Self.placeholderModule: arguments.append(moduleName)
            default: arguments.append(argument)
            }
        }
        let result = Toolchain.run(frontend, arguments + extraArguments, timeout: 240)
        var diagnostics = result.output
        if result.timedOut {
            diagnostics += "\nerror: type-checking timed out"
        } else if result.terminatedBySignal {
            diagnostics += "\nerror: the compiler crashed (signal \(result.status))"
        }
        return (result.succeeded, diagnostics)
    }

    /// Type-checks in-memory sources as one module (named `StubCheck`). Each source is written to a temporary
    /// folder under its `name` (a relative path such as "Views/Row.swift"), and that
    /// folder's path is removed from the diagnostics, so they read `Views/Row.swift:3:5: ...`.
    public func typecheck(sources: [(name: String, contents: String)], extraArguments: [String] = []) -> Outcome {
        let folder = TemporaryDirectory(prefix: "stub-check")
        let files = sources.map { URL(fileURLWithPath: folder.write($0.name, $0.contents)) }
        let outcome = typecheck(files: files, extraArguments: extraArguments)
        return (outcome.succeeded, outcome.diagnostics.replacingOccurrences(of: folder.path + "/", with: ""))
    }

    /// Type-checks one in-memory source file, named `Input.swift` (see `typecheck(sources:)`).
    public func typecheck(source: String, extraArguments: [String] = []) -> Outcome {
        typecheck(sources: [("Input.swift", source)], extraArguments: extraArguments)
    }

    /// Type-checks many independent groups of files, each as its own module, running one
    /// compiler per core at once. Results are in the order of `groups`.
    public func typecheck(groups: [[URL]], extraArguments: [String] = []) -> [Outcome] {
        groups.concurrentMap(threads: compilers, minimumPerChunk: 1) { typecheck(files: $0, extraArguments: extraArguments) }
    }

    /// Type-checks many independent groups of in-memory sources, each as its own module,
    /// running one compiler per core at once. Results are in the order of `groups`.
    public func typecheck(sourceGroups: [[(name: String, contents: String)]], extraArguments: [String] = []) -> [Outcome] {
        sourceGroups.concurrentMap(threads: compilers, minimumPerChunk: 1) { typecheck(sources: $0, extraArguments: extraArguments) }
    }

    /// Compilers run at once: one per core.
    private var compilers: Int { ProcessInfo.processInfo.activeProcessorCount }

    // MARK: - Probes

    /// A probe file in Tests/Stubs/Probes: `accept-*.swift` must type-check,
    /// `reject-*.swift` must fail with the error its first line names
    /// (`// expect-error: <substring of the compiler's message>`).
    public struct Probe: Sendable {
        public let file: URL
        /// nil for an accept probe.
        public let expectedError: String?
        public var isAccept: Bool { expectedError == nil }
    }

    /// The probes under `stubsDirectory/Probes`, sorted by file name. A `reject-*` file
    /// without an `expect-error` line gets an empty expected error (any error matches).
    public func probes() -> [Probe] {
        SourceFolders.files(under: stubsDirectory.appendingPathComponent("Probes")).compactMap { file in
            let name = file.lastPathComponent
            if name.hasPrefix("accept-") { return Probe(file: file, expectedError: nil) }
            guard name.hasPrefix("reject-") else { return nil }
            let firstLine = (try? String(contentsOf: file, encoding: .utf8))?.split(separator: "\n", maxSplits: 1).first ?? ""
            let marker = "// expect-error:"
            let expected = firstLine.hasPrefix(marker) ? firstLine.dropFirst(marker.count).trimmingCharacters(in: .whitespaces) : ""
            return Probe(file: file, expectedError: expected)
        }
    }

    // MARK: - Helpers

    /// Whether the toolchain ships `module` for some platform (usr/lib/swift/<platform>/<module>.swiftmodule).
    private static func toolchainHasModule(_ module: String) -> Bool {
        guard let lib = Toolchain.usrDirectory?.appendingPathComponent("lib/swift"),
              let platforms = try? FileManager.default.contentsOfDirectory(atPath: lib.path) else { return false }
        return platforms.contains { platform in
            FileManager.default.fileExists(atPath: lib.appendingPathComponent("\(platform)/\(module).swiftmodule").path)
        }
    }

    /// Splits a command line as printed by `swiftc -###` (POSIX shell quoting).
    static func shellWords(_ line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case "\\":
                escaped = true
                inWord = true
            case " ", "\t":
                if inWord {
                    words.append(current)
                    current = ""
                    inWord = false
                }
            default:
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(current) }
        return words
    }

    private static let cleanupLock = NSLock()
    nonisolated(unsafe) private static var directoriesToRemove: [URL] = []
    nonisolated(unsafe) private static var registeredAtExit = false

    /// Removes `directory` when the process exits (unless `$STUB_TYPECHECKER_KEEP` is set).
    private static func removeAtExit(_ directory: URL) {
        guard ProcessInfo.processInfo.environment["STUB_TYPECHECKER_KEEP"] == nil else { return }
        cleanupLock.lock()
        defer { cleanupLock.unlock() }
        directoriesToRemove.append(directory)
        if !registeredAtExit {
            registeredAtExit = true
            atexit {
                StubTypeChecker.cleanupLock.lock()
                let directories = StubTypeChecker.directoriesToRemove
                StubTypeChecker.cleanupLock.unlock()
                for directory in directories {
                    try? FileManager.default.removeItem(at: directory)
                }
            }
        }
    }
}
