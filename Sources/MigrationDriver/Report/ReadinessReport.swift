import Foundation
import MigrationKit

/// How ready a project is for the migration, as `swiftui-migrate report` shows it: per
/// transform, the legacy patterns found and how many of them a run would migrate, and the
/// reasons it gives for the rest, most frequent first. Also encoded as the `--format json`
/// document (keys as the properties below; absent when empty or not applicable).
public struct ReadinessReport: Encodable {
    /// One legacy pattern: how often it occurs now, how many a run migrates, how many stay.
    public struct PatternCount: Encodable {
        public var pattern: String
        public var found = 0
        public var migrate = 0
        public var stay = 0
    }

    /// How many warnings give one reason, with the first place that gives it.
    public struct ReasonCount: Encodable {
        public var key: String
        public var label: String
        public var hint: String?
        public var count: Int
        /// `path:line:column` of the first warning giving it.
        public var example: String
        /// The option that helps, from the reason's declaration (`--include-public`).
        public var options: [String]?
    }

    /// One transform's row: patterns found, migrating and staying, and why.
    public struct TransformReadiness: Encodable {
        public var id: String
        public var summary: String
        /// Why it does not run (deployment targets, --only/--skip); nil when it runs.
        public var notRun: String?
        /// Where it runs but deployment targets hold it back: `in 12 of 40 files by iOS 16 (App.xcodeproj, target Legacy)`.
        public var heldBackByTargets: String?
        public var patterns: [PatternCount]
        /// Warnings about code left as it is, and about changes to check by hand.
        public var refusals = 0
        public var cautions = 0
        public var refusalReasons: [ReasonCount] = []
        public var cautionReasons: [ReasonCount] = []
        /// Classes migrated with used `$property` publishers kept by a bridge (counted among the
        /// migrated, shown apart): `observable-object` only.
        public var migratingWithBridge = 0
        /// What it means when patterns stay without a warning, for transforms where that is normal.
        public var quietStays: String?
    }

    /// A class that stays an ObservableObject and so holds back view-side sites.
    public struct HeldBackClass: Encodable {
        /// `UserCollection` (its place when the diagnostics do not name it).
        public var name: String
        /// `Kit/Sources/UserCollection.swift:15:1`, where it is declared.
        public var place: String
        /// View-side warnings (@StateObject, @ObservedObject, @EnvironmentObject, .environmentObject) naming it.
        public var sites: Int
        /// Its reasons, as the view-side warnings give them.
        public var reasons: [String]
    }

    /// Files scanned, changed and failed.
    public struct Files: Encodable {
        public var scanned = 0
        public var wouldChange = 0
        public var failed = 0
    }

    /// A file that could not be processed, and why.
    public struct Failure: Encodable {
        public var path: String
        public var message: String
    }

    var tool = JSONReport.Tool()
    public var paths: [String]
    public var files = Files()
    public var failures: [Failure] = []
    /// Each OS's lowest deployment target over the files (`deployment` has them per target).
    public var deploymentTargets: [String: String] = [:]
    public var deployment = DeploymentDocument(DeploymentSummary())
    /// What the deployment targets held back, in words (`DeploymentSummary.sentence`).
    public var deploymentSummary = ""
    public var platforms: [String] = []
    public var platformsSource = ""
    /// The independent projects decided apart (`RunSummary.projects`), `name: N files`; empty
    /// when all files belong together.
    public var projects: [String] = []
    public var transforms: [TransformReadiness] = []
    public var heldBack: [HeldBackClass] = []
    public var elapsedSeconds = 0.0

    /// The document, pretty-printed with sorted keys, ending in a newline.
    public func encoded() -> Data { JSONDocument.encoded(self) }
}
