/// The oldest OS versions some code must run on: what a project declares for a target or a
/// package (or several, for a file built by several targets), with `--min-ios`/`--min-macos`
/// put over it, or the assumed default.
public struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
    /// One OS's minimum version and what set it.
    public struct Minimum: Sendable, Hashable {
        public var version: OSVersion
        public var setBy: [Setter]

        public init(_ version: OSVersion, setBy: Setter) {
            self.version = version
            self.setBy = [setBy]
        }
    }

    /// What sets a minimum: a project file (with the targets of it that declare it), an
    /// option, or the default.
    public struct Setter: Sendable, Hashable, CustomStringConvertible {
        /// `Bookshelf.xcodeproj`, `Kit/Package.swift`, `--min-ios`, `assumed`.
        public var place: String
        /// Target names, in order: `Bookshelf` (none for a package as a whole, an option or the default).
        public var targets: [String]
        /// What `place` is: a project file, a command-line option or the run's assumption.
        public var kind: Kind

        /// What sets a minimum.
        public enum Kind: Sendable, Hashable {
            case projectFile
            case option
            case assumed
        }

        public init(_ place: String, targets: [String] = [], kind: Kind = .projectFile) {
            self.place = place
            self.targets = targets
            self.kind = kind
        }

        /// `Bookshelf.xcodeproj, target Bookshelf`, `Bookshelf.xcodeproj, targets App, Widget`.
        public var description: String {
            targets.isEmpty ? place : "\(place), \(targets.count == 1 ? "target" : "targets") \(targets.joined(separator: ", "))"
        }
    }

    /// By OS; an OS the code is not built for is absent, and holds nothing back.
    public var minimums: [OperatingSystem: Minimum]

    public init(_ minimums: [OperatingSystem: Minimum]) {
        self.minimums = minimums
    }

    /// What a run assumes when nothing declares a target: iOS 17, macOS 14, where every
    /// transform may run.
    public static let assumed = DeploymentTarget([.iOS: Minimum(OSVersion(17), setBy: assumedSetter),
                                                  .macOS: Minimum(OSVersion(14), setBy: assumedSetter)])
    /// What sets the minimums of `assumed`.
    static let assumedSetter = Setter("assumed", kind: .assumed)

    /// True when code that needs `availability` builds for every OS of this target.
    public func allows(_ availability: Availability) -> Bool {
        minimums.allSatisfy { availability[$0.key] <= $0.value.version }
    }

    /// The minimums too old for `availability`; nil when it allows it.
    public func short(of availability: Availability) -> DeploymentTarget? {
        let short = minimums.filter { availability[$0.key] > $0.value.version }
        return short.isEmpty ? nil : DeploymentTarget(short)
    }

    /// Why code needing `availability` cannot be written here, in a few words (at most
    /// `longestRefusal` characters beside `what`; the targets' names are in the JSON document
    /// and `report`): `App.xcodeproj (target Watch) declares watchOS 7, and <what> needs
    /// watchOS 10`, else without the target, else `its deployment target is watchOS 7, and …`;
    /// nil when it can.
    public func refusal(for availability: Availability, needing what: String) -> String? {
        guard let short = short(of: availability) else { return nil }
        let needed = ", and \(what) needs " + short.minimums.keys.sorted().map { "\($0.rawValue) \(availability[$0])" }.joined(separator: ", ")
        let said = [short.declaration(namingTargets: true), short.declaration(namingTargets: false)]
        return (said.first { $0.count + needed.count - what.count <= DeploymentTarget.longestRefusal }
            ?? "its deployment target is \(short.versions)") + needed
    }

    /// The longest `refusal` says where the target is declared (beside what needs more).
    static let longestRefusal = 116

    /// `tvOS 14, watchOS 7`: the versions alone.
    public var versions: String {
        minimums.keys.sorted().map { "\($0.rawValue) \(minimums[$0]!.version)" }.joined(separator: ", ")
    }

    /// Who says so, in a few words: `Kit/Package.swift declares tvOS 14, watchOS 7`, `App.xcodeproj
    /// (target Watch) declares watchOS 7; --min-ios 16`, `the assumed iOS 17` (`namingTargets`:
    /// a project file's one target in parentheses).
    public func declaration(namingTargets: Bool) -> String {
        var phrases: [(setBy: [Setter], systems: [OperatingSystem])] = []
        for system in minimums.keys.sorted() {
            let setBy = minimums[system]!.setBy
            if let k = phrases.firstIndex(where: { $0.setBy == setBy }) { phrases[k].systems.append(system) } else { phrases.append((setBy, [system])) }
        }
        return phrases.map { setBy, systems in
            let versions = DeploymentTarget(minimums.filter { systems.contains($0.key) }).versions
            if setBy.first?.kind == .option { return systems.map { "\(setBy[0].place) \(minimums[$0]!.version)" }.joined(separator: ", ") }
            if setBy.first?.kind == .assumed { return "the assumed \(versions)" }
            return "\(Setter.briefly(setBy, namingTargets: namingTargets)) \(setBy.count == 1 ? "declares" : "declare") \(versions)"
        }.joined(separator: "; ")
    }

    /// This target with `overrides` (`--min-ios`, `--min-macos`) in place of its own minimums.
    public func overridden(by overrides: [OperatingSystem: Minimum]) -> DeploymentTarget {
        overrides.isEmpty ? self : DeploymentTarget(minimums.merging(overrides) { $1 })
    }

    /// The code of several targets together: each OS's lowest minimum (with everything that
    /// sets that version).
    public static func lowest(of targets: [DeploymentTarget]) -> DeploymentTarget {
        var minimums: [OperatingSystem: Minimum] = [:]
        for target in targets {
            for (system, minimum) in target.minimums {
                guard let current = minimums[system], current.version <= minimum.version else {
                    minimums[system] = minimum
                    continue
                }
                if current.version == minimum.version { minimums[system]!.setBy = Setter.merged(current.setBy + minimum.setBy) }
            }
        }
        return DeploymentTarget(minimums)
    }

    /// `iOS 16, macOS 13 (Kit/Package.swift)`, or `iOS 16 (--min-ios), macOS 13 (Kit/Package.swift)`
    /// when different things set them.
    public var description: String {
        let systems = minimums.keys.sorted()
        let setters = Set(systems.map { minimums[$0]!.setBy })
        if setters.count == 1, let setBy = setters.first {
            return systems.map { "\($0.rawValue) \(minimums[$0]!.version)" }.joined(separator: ", ") + " (\(Setter.describe(setBy)))"
        }
        return systems.map { "\($0.rawValue) \(minimums[$0]!.version) (\(Setter.describe(minimums[$0]!.setBy)))" }.joined(separator: ", ")
    }
}

extension DeploymentTarget.Setter {
    /// One setter per place, in order of first appearance, with the targets of all of them
    /// (sorted by name).
    public static func merged(_ setters: [Self]) -> [Self] {
        var merged: [Self] = []
        for setter in setters {
            if let k = merged.firstIndex(where: { $0.place == setter.place }) {
                merged[k].targets = Array(Set(merged[k].targets + setter.targets)).sorted()
            } else {
                merged.append(setter)
            }
        }
        return merged
    }

    /// `Kit/Package.swift`, `App.xcodeproj (target Watch)`, `App.xcodeproj and 2 more`: the first
    /// place, its target when it names one, and how many other places set the same.
    static func briefly(_ setters: [Self], namingTargets: Bool) -> String {
        guard let first = setters.first else { return "" }
        let place = namingTargets && first.targets.count == 1 ? "\(first.place) (target \(first.targets[0]))" : first.place
        return setters.count == 1 ? place : "\(place) and \(setters.count - 1) more"
    }

    /// `Bookshelf.xcodeproj, targets App, Widget; Kit/Package.swift`
    static func describe(_ setters: [Self]) -> String { setters.map(\.description).joined(separator: "; ") }
}
