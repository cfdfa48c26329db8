import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import TestSupport
import XCTest

/// The readiness report's grouping of warnings into reasons.
final class BulkReasonTests: XCTestCase {
    let classifier = ReadinessCatalog.classifier

    func testAViewSiteHeldBackByItsClassIsFiledUnderTheClassReason() {
        let warning = classifier.classify("`@StateObject var search` left as it is: `SearchModel` stays an ObservableObject: its $query publisher is used at "
            + "Views/Search View.swift:10:9 and Models/Model.swift:3:1")
        XCTAssertEqual(warning.kind, .refusal)
        XCTAssertEqual(warning.heldBackBy, "SearchModel")
        XCTAssertEqual(warning.reasons.map(\.key), ["class-stays-observable/publisher-used"])
        XCTAssertEqual(warning.classReasons.map(\.key), ["publisher-used"])
        XCTAssertTrue(warning.reasons[0].label.hasPrefix("its class stays an ObservableObject: "))
    }

    func testAClassWithSeveralReasonsGetsEachOnceAndAdviceIsNotAReason() {
        let warning = classifier.classify("ThemeStore stays an ObservableObject: it is public or open (A.swift:1:1), so other modules may rely on its "
            + "ObservableObject conformance or publishers; pass --include-public to migrate it; its $a publisher is used at B.swift:2:2; its $b publisher is "
            + "used at C.swift:3:3; @Observable has no publishers: replace these uses (didSet, withObservationTracking, an AsyncStream), then run again")
        XCTAssertNil(warning.heldBackBy)
        XCTAssertEqual(warning.reasons.map(\.key), ["public-or-open", "publisher-used"])
        XCTAssertEqual(warning.reasons[0].hint, "pass --include-public to migrate it")
    }

    func testSheetBlockersAndCautions() {
        let sheet = classifier.classify("sheet(isPresented: $isRenaming) not converted to sheet(item: $target): `target` is set at 30:21 without "
            + "`isRenaming = true`: `sheet(item:)` would present the sheet there; `isRenaming` is toggled at 12:3")
        XCTAssertEqual(sheet.reasons.map(\.key), ["item-set-without-flag", "flag-toggled"])
        let caution = classifier.classify("`@StateObject var feed` became `@State`, but `@State` evaluates `FeedModel()` every time the view is initialised, "
            + "where `@StateObject` did it once, and `FeedModel.init` starts a `Task` at side-effects.input.swift:14:14; move that work into `.task { }` "
            + "or an explicit call, or run with --strict to leave such properties alone")
        XCTAssertEqual(caution.kind, .caution)
        XCTAssertEqual(caution.reasons.map(\.key), ["init-side-effects"])
    }

    func testAMessageNoRuleKnowsGroupsByItsWordingWithoutNamesOrPlaces() {
        let first = classifier.classify("NavigationView left as is: the frobnicator at Views/A B.swift:3:4 holds $flag and `x` 3 times")
        let second = classifier.classify("NavigationView left as is: the frobnicator at Other.swift:10:1 holds $other and `y.z` 12 times")
        XCTAssertEqual(first.reasons, second.reasons)
        XCTAssertEqual(first.reasons.map(\.key), ["the frobnicator at … holds $… and `…` N times"])
    }

    func testNormalizedTextFoldsPlaceLists() {
        XCTAssertEqual(ReasonText.normalized("used at a.swift:1:2, b c.swift:3:4, d.swift:5:6 and 7 more places (e.swift:1:1)"), "used at … (…)")
        XCTAssertEqual(ReasonText.normalized("read at 22:23, 24:23; `multi\nline` code"), "read at …; `…` code")
    }

    /// Every warning of the transforms that still raise message-only diagnostics (sheet-item,
    /// navigation-stack) in the specification (Snapshots/*.diagnostics) is known to a rule, so
    /// the report groups it under a stable key with a label written for people. (The others
    /// raise declared reasons, which the snapshot runner checks.)
    func testEverySnapshotWarningIsKnownToARule() throws {
        let root = Toolchain.repositoryRoot.appendingPathComponent("Snapshots").path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".diagnostics") } ?? []
        XCTAssertGreaterThan(files.count, 20)
        let ruleKeys = Set(classifier.rules.map(\.reason.key))
        var warnings = 0
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: ": warning: "), line.hasSuffix("[sheet-item]") || line.hasSuffix("[navigation-stack]") else { continue }
                var message = String(line[range.upperBound...])
                if let id = message.range(of: " [", options: .backwards) { message = String(message[..<id.lowerBound]) }
                warnings += 1
                for reason in classifier.classify(message).reasons {
                    let key = reason.key.hasPrefix(WarningClassifier.heldBackPrefix) ? String(reason.key.dropFirst(WarningClassifier.heldBackPrefix.count)) : reason.key
                    XCTAssertTrue(ruleKeys.contains(key), "\(file): no rule knows “\(key)” (from: \(message))")
                }
            }
        }
        XCTAssertGreaterThan(warnings, 30)
    }
}
