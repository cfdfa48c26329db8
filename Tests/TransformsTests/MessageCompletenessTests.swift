import Foundation
import MigrationKit
import SwiftCST
import TestSupport
import Transforms
import XCTest

/// Every message is complete and short (`MessageShape`): those the snapshot cases expect, and
/// those the pipeline writes when the cases' types and properties have very long names.
final class MessageCompletenessTests: XCTestCase {
    /// Appended to every type and property name of the generated inputs (117 characters more).
    static let lengthening = String(repeating: "NamedAtGreatLengthForTesting", count: 4) + "Messages"
    /// Names whose meaning is SwiftUI's or the language's, kept as written.
    static let keptNames: Set<String> = ["body", "id", "previews", "wrappedValue", "projectedValue", "defaultValue", "self", "Self"]

    func testEveryExpectedMessageIsComplete() throws {
        let files = try FileManager.default.contentsOfDirectory(at: SnapshotTests.root, includingPropertiesForKeys: nil)
            .flatMap { folder in (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [] }
            .filter { $0.pathExtension == "diagnostics" }
        XCTAssertFalse(files.isEmpty)
        var checked = 0
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                guard let text = Self.message(of: String(line)) else { continue }
                checked += 1
                for problem in MessageShape.problems(text) { XCTFail("\(file.lastPathComponent): \(problem): \(line)") }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testMessagesAboutLongNamesAreComplete() throws {
        var checked = 0
        for snapshot in SnapshotCase.all(in: SnapshotTests.root) {
            let files = snapshot.inputs.map { input in
                SourceFile(path: input.name, text: Self.lengthened(SourceFile(path: input.name, bytes: (try? Data(contentsOf: input.url)).map { [UInt8]($0) } ?? [])))
            }
            for outcome in Pipeline(registry: TransformRegistry.all, options: try snapshot.options()).migrate(files) {
                for diagnostic in outcome.diagnostics {
                    for text in [diagnostic.message] + diagnostic.notes.map(\.message) {
                        checked += 1
                        for problem in MessageShape.problems(text) { XCTFail("\(snapshot.displayName): \(problem): \(text)") }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testTheShapeCheckFindsCutMessages() {
        XCTAssertEqual(MessageShape.problems("`a` stays: its body (through 1 call) calls `b`"), [])
        // As the review found them: cut after a word, with "…".
        XCTAssertFalse(MessageShape.problems("`a` stays: no property `p` with a written…").isEmpty)
        XCTAssertFalse(MessageShape.problems("`a` stays: its effect (through 1 call) calls…").isEmpty)
        XCTAssertFalse(MessageShape.problems("`a` stays: it is passed to `b(").isEmpty)
        XCTAssertFalse(MessageShape.problems("`a` stays: it is passed to").isEmpty)
        XCTAssertFalse(MessageShape.problems("kept in @ObservationIgnored stored… property").isEmpty)
        XCTAssertFalse(MessageShape.problems(String(repeating: "word ", count: 50) + "end").isEmpty)
    }

    /// The text of the message of a `.diagnostics` line (`path:line:col: warning: text [id]`).
    private static func message(of line: String) -> String? {
        for severity in [": warning: ", ": error: ", ": note: "] {
            guard let start = line.range(of: severity) else { continue }
            var text = line[start.upperBound...]
            if text.hasSuffix("]"), let open = text.range(of: " [", options: .backwards) { text = text[..<open.lowerBound] }
            return String(text)
        }
        return nil
    }

    /// `file`'s text with every name it declares for a type or a variable made very long, where
    /// it is declared and wherever it is written.
    private static func lengthened(_ file: SourceFile) -> String {
        let tree = file.tree
        var names: Set<String> = []
        for node in tree.nodes(ofKind: .typeDecl) { if let name = TypeDeclSyntax(node)?.name { names.insert(name) } }
        for node in tree.nodes(ofKind: .variableDecl) { VariableDeclSyntax(node)?.forEachBinding { if let name = $0.name { names.insert(name) } } }
        names.subtract(keptNames)
        let edits = (0..<tree.tokens.count).compactMap { token -> TextEdit? in
            guard tree.tokens[token].kind == .identifier, names.contains(tree.text(token)) else { return nil }
            return .insert(lengthening, at: Int(tree.tokens[token].end))
        }
        return String(decoding: (try? TextEdit.apply(edits, to: file.bytes)) ?? file.bytes, as: UTF8.self)
    }
}
