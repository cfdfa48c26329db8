import Foundation

extension Toolchain {
    /// What `buildAndRun` did: the build, and the run when the build succeeded.
    public struct ProgramRun: Sendable {
        public var build: RunResult
        public var run: RunResult?

        public init(build: RunResult, run: RunResult?) {
            self.build = build
            self.run = run
        }

        /// The program's output, or why there is none (the build's or the run's output).
        public var outcome: Result<String, ProgramFailure> {
            guard build.succeeded else { return .failure(ProgramFailure(text: "does not build:\n\(build.output)")) }
            guard let run, run.succeeded else { return .failure(ProgramFailure(text: "does not run to its end:\n\(run?.output ?? "")")) }
            return .success(run.output)
        }
    }

    /// Why a program printed nothing to compare.
    public struct ProgramFailure: Error, CustomStringConvertible, Sendable {
        public var text: String
        public var description: String { text }
    }

    /// Builds `program` as the `main.swift` of a one-file program (Swift 5 mode) with `swiftc`,
    /// in a temporary directory, and runs it.
    public static func buildAndRun(_ program: String, swiftc: URL) -> ProgramRun {
        let directory = TemporaryDirectory()
        let source = directory.write("main.swift", program)
        let executable = directory.path + "/program"
        let build = run(swiftc, ["-swift-version", "5", source, "-o", executable])
        guard build.succeeded else { return ProgramRun(build: build, run: nil) }
        return ProgramRun(build: build, run: run(URL(fileURLWithPath: executable), []))
    }
}
