import Foundation
@testable import MigrationKit
import TestSupport
import XCTest

/// The runtime half of the `observable-object` specification: legacy code and its migrated
/// form are built and run, and must print the same thing.
///
/// A snapshot case `Snapshots/observable-object/<case>.input.swift` with a `<case>.main.swift`
/// beside it is built twice with that `main.swift`: its input against a runnable stand-in of
/// Combine's `ObservableObject` and `@Published` (Tests/Stubs/RunnableCombine), and its expected
/// output against the real Observation module. Both programs must print `<case>.run`.
/// SwiftUI has no runnable stand-in: an input that imports SwiftUI is not run, and an output's
/// `import SwiftUI` is read as `import Observation` (which SwiftUI re-exports), so such an
/// output must use nothing else of SwiftUI.
final class ObservableObjectRuntimeTests: XCTestCase {
    static let folder = Toolchain.repositoryRoot.appendingPathComponent("Snapshots/observable-object")

    func testMigratedCodeRunsAsBefore() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("swiftc not found") }
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".main.swift") }.map { String($0.dropLast(".main.swift".count)) }.sorted()
        XCTAssertFalse(cases.isEmpty, "no runtime cases in \(Self.folder.path)")
        let directory = TemporaryDirectory(prefix: "runtime")
        let library = Self.buildCombine(in: directory, swiftc: swiftc)
        guard library.succeeded else { return XCTFail("the runnable Combine stand-in does not build:\n\(library.output)") }

        var programs: [(label: String, model: String, main: String, expected: String)] = []
        for name in cases {
            let text = { (suffix: String) in try? String(contentsOf: Self.folder.appendingPathComponent(name + suffix), encoding: .utf8) }
            guard let input = text(".input.swift"), let main = text(".main.swift"), let expected = text(".run") else {
                XCTFail("\(name): a runtime case needs \(name).input.swift, \(name).main.swift and \(name).run")
                continue
            }
            let output = text(".output.swift") ?? input
            if !imports(input, "SwiftUI") { programs.append(("\(name) input", input, main, expected)) }
            let runnable = output.replacingOccurrences(of: "import SwiftUI\n", with: "import Observation\n")
            programs.append(("\(name) output", runnable, main, expected))
        }
        let results = programs.indices.concurrentMap(threads: ProcessInfo.processInfo.activeProcessorCount, minimumPerChunk: 1) { position in
            Self.buildAndRun(programs[position].model, programs[position].main, in: directory, as: "program\(position)", swiftc: swiftc).outcome
        }
        for (program, result) in zip(programs, results) {
            switch result {
            case .failure(let problem): XCTFail("\(program.label): \(problem)")
            case .success(let printed): XCTAssertEqual(printed, program.expected, "\(program.label) prints otherwise")
            }
        }
    }

    /// Why `synthesized-codable` refuses: under `@Observable`, the coding the compiler
    /// synthesizes reads and writes the macro's storage, not the properties.
    func testSynthesizedCodingOfAnObservableClassCodesTheMacrosStorage() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("swiftc not found") }
        let program = """
            import Foundation
            import Observation

            @Observable final class Settings: Codable {
                var name = "a"
            }

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            print(String(decoding: try! encoder.encode(Settings()), as: UTF8.self))
            print((try? JSONDecoder().decode(Settings.self, from: Data(#"{"name":"b"}"#.utf8))) == nil ? "legacy data fails" : "legacy data decodes")
            """
        switch Toolchain.buildAndRun(program, swiftc: swiftc).outcome {
        case .failure(let problem): XCTFail("\(problem)")
        case .success(let printed): XCTAssertEqual(printed, "{\"_$observationRegistrar\":{},\"_name\":\"a\"}\nlegacy data fails\n")
        }
    }

    private func imports(_ source: String, _ module: String) -> Bool {
        source.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import \(module)" }
    }

    /// Builds the runnable Combine stand-in (in the Swift 5 language mode, not concurrency-checked,
    /// as Apple's Combine) into `directory`, where `buildAndRun` finds it.
    static func buildCombine(in directory: TemporaryDirectory, swiftc: URL) -> Toolchain.RunResult {
        let combine = Toolchain.repositoryRoot.appendingPathComponent("Tests/Stubs/RunnableCombine/Combine.swift")
        return Toolchain.run(swiftc, ["-emit-library", "-static", "-parse-as-library", "-module-name", "Combine",
                                      "-emit-module-path", directory.path + "/Combine.swiftmodule",
                                      "-o", directory.path + "/libCombine.a", combine.path])
    }

    /// Builds `model` and `main` into one program beside the Combine stand-in `buildCombine`
    /// left in `directory`, in the Swift `languageMode`, and runs it.
    static func buildAndRun(_ model: String, _ main: String, in directory: TemporaryDirectory, as name: String, swiftc: URL,
                            languageMode: String = "5") -> Toolchain.ProgramRun {
        let sources = [directory.write("\(name)/Model.swift", model), directory.write("\(name)/main.swift", main)]
        let executable = directory.path + "/\(name)/program"
        let build = Toolchain.run(swiftc, ["-swift-version", languageMode, "-I", directory.path, "-L", directory.path, "-lCombine", "-o", executable] + sources)
        guard build.succeeded else { return Toolchain.ProgramRun(build: build, run: nil) }
        return Toolchain.ProgramRun(build: build, run: Toolchain.run(URL(fileURLWithPath: executable), [], timeout: 60))
    }
}
