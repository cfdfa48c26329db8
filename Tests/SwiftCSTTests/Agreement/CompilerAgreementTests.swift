import Foundation
import SwiftCST
import TestSupport
import XCTest

/// SwiftCST's reading of real SwiftUI files agrees with the compiler's parser: the same type
/// declarations (kind, name, position, number of inherited types), the same inherited type
/// names (from SourceKit, since `-dump-parse` prints them as `<null>`) and the same attributed
/// variables (name, position, attribute names). Each file is compared twice: as written
/// (declarations inside `#if` left out, as the compiler's dump does) and with its `#if`
/// directive lines blanked, so the code inside every clause is compared too.
///
/// In CI: synthetic fixtures plus the files under `Examples/` and `Snapshots/`.
/// `SWIFTCST_AGREEMENT_CORPUS=dir1:dir2 swift test --filter CompilerAgreementTests` runs real apps.
final class CompilerAgreementTests: XCTestCase {
    func testSwiftUIFilesAgreeWithTheCompiler() throws {
        try XCTSkipIf(Toolchain.swiftc == nil, "no swiftc")
        let fixtures = TemporaryDirectory(prefix: "swiftcst-fixtures")
        defer { withExtendedLifetime(fixtures) {} }
        var files = SwiftUIFixtures.all.map { URL(fileURLWithPath: fixtures.write($0.name, $0.source)) }
        for folder in ["Examples", "Snapshots"] {
            files += Corpus.files(under: Toolchain.repositoryRoot.appendingPathComponent(folder))
        }
        let report = try AgreementReport.compare(files)
        print("compiler agreement: \(report.summary)")
        XCTAssertEqual(report.disagreements, [], report.summary)
        XCTAssertGreaterThan(report.types.compared, 20)
        XCTAssertGreaterThan(report.variables.compared, 40)
    }

    func testCorpusAgreesWithTheCompiler() throws {
        guard let folders = SourceFolders.fromEnvironment("SWIFTCST_AGREEMENT_CORPUS") else {
            throw XCTSkip("set SWIFTCST_AGREEMENT_CORPUS to run")
        }
        let report = try AgreementReport.compare(folders.flatMap(Corpus.files(under:)))
        print("compiler agreement: \(report.summary)")
        for line in report.disagreements { print("  " + line) }
        XCTAssertGreaterThan(report.files, 0, "no Swift files in SWIFTCST_AGREEMENT_CORPUS")
        XCTAssertEqual(report.disagreements, [], report.summary)
    }
}

/// Agreement figures over many files, and the disagreements found.
struct AgreementReport {
    struct Tally {
        var compared = 0, agreed = 0
        var percent: String { String(format: "%.2f%%", Double(agreed) / Double(max(compared, 1)) * 100) }
    }

    var files = 0, blankedVariants = 0, skippedWithCompilerErrors = 0
    var types = Tally(), inheritedNames = Tally(), variables = Tally()
    var disagreements: [String] = []

    var summary: String {
        "\(files) files compared, \(blankedVariants) again with #if lines blanked (\(skippedWithCompilerErrors) skipped: the compiler reports errors); "
            + "type declarations \(types.agreed)/\(types.compared) (\(types.percent)), "
            + "inherited type names \(inheritedNames.agreed)/\(inheritedNames.compared) (\(inheritedNames.percent)), "
            + "attributed variables \(variables.agreed)/\(variables.compared) (\(variables.percent))"
    }

    static func compare(_ files: [URL], batchSize: Int = 40) throws -> AgreementReport {
        var report = AgreementReport()
        let scratch = TemporaryDirectory(prefix: "swiftcst-blanked")
        defer { withExtendedLifetime(scratch) {} }
        for start in stride(from: 0, to: files.count, by: batchSize) {
            let batch = Array(files[start..<min(files.count, start + batchSize)])
            // Files with #if blocks once more with the directive lines blanked, under a parallel name.
            var variants: [URL: URL] = [:]
            for (i, file) in batch.enumerated() {
                guard let blanked = blankingDirectives(try Data(contentsOf: file)) else { continue }
                variants[file] = URL(fileURLWithPath: scratch.write("\(start + i)-\(file.lastPathComponent)", bytes: blanked))
            }
            let (dumps, filesWithErrors) = CompilerParseDump.run((batch + variants.values).map(\.path))
            for file in batch {
                for url in [file] + (variants[file].map { [$0] } ?? []) {
                    let isVariant = url != file
                    guard !filesWithErrors.contains(url.path) else {
                        report.skippedWithCompilerErrors += 1
                        continue
                    }
                    if isVariant { report.blankedVariants += 1 } else { report.files += 1 }
                    report.add(url, label: isVariant ? file.path + " (#if lines blanked)" : file.path, dump: dumps[url.path] ?? [])
                }
            }
        }
        return report
    }

    private mutating func add(_ url: URL, label: String, dump: [Substring]) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        let tree = SyntaxTree(bytes: [UInt8](data))
        let ours = DeclarationFacts(swiftCST: tree)
        let inheritance = SourceKitStructure.shared?.inheritance(ofFileAt: url.path) ?? [:]
        let compiler = CompilerParseDump.facts(dump: dump, tree: tree, inheritance: inheritance)
        Self.tally(ours.types, compiler.types, into: &types, disagreements: &disagreements, label: label)
        Self.tally(ours.attributedVariables, compiler.attributedVariables, into: &variables, disagreements: &disagreements, label: label)
        for (position, names) in compiler.inheritedNames {
            inheritedNames.compared += 1
            if ours.inheritedNames[position] == names {
                inheritedNames.agreed += 1
            } else {
                disagreements.append("\(label): inherited types at \(position): compiler \(names), SwiftCST \(ours.inheritedNames[position] ?? "none")")
            }
        }
    }

    private static func tally(_ ours: Set<String>, _ compiler: Set<String>, into tally: inout Tally, disagreements: inout [String], label: String) {
        tally.compared += ours.union(compiler).count
        tally.agreed += ours.intersection(compiler).count
        disagreements += compiler.subtracting(ours).sorted().map { "\(label): only the compiler: \($0)" }
        disagreements += ours.subtracting(compiler).sorted().map { "\(label): only SwiftCST: \($0)" }
    }

    /// The bytes with every `#if`, `#elseif`, `#else` and `#endif` line turned into spaces
    /// (newlines kept, so positions do not move); nil when there is no directive.
    static func blankingDirectives(_ data: Data) -> [UInt8]? {
        var bytes = [UInt8](data)
        let tree = SyntaxTree(bytes: bytes)
        let directives = tree.tokens.filter { [.poundIf, .poundElseif, .poundElse, .poundEndif].contains($0.kind) }
        guard !directives.isEmpty else { return nil }
        for token in directives {
            var i = Int(token.start)
            while i < bytes.count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") {
                bytes[i] = UInt8(ascii: " ")
                i += 1
            }
        }
        return bytes
    }
}
