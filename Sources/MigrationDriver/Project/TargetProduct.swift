/// What a target builds, as far as who may import its code depends: for the public-class
/// policy (`MigrationOptions.projectOnlyFiles`).
///
/// An app, an extension, a tool or a test bundle is imported by no other module; a framework
/// or library is, unless only its own project's apps use it (`projectOnly`).
enum TargetProduct {
    /// Built into something no module imports: an app, an app or system extension, a tool, a
    /// test bundle.
    case closed
    /// A framework or library: other modules may import it.
    case importable

    /// An XcodeGen target `type` (`application`, `app-extension`, `framework`, `bundle.unit-test`),
    /// or an Xcode `productType` without its `com.apple.product-type.` prefix.
    init(kind: String) {
        let closedKinds = ["application", "app-extension", "extensionkit-extension", "watchkit-extension", "watchkit2-extension",
                           "tv-app-extension", "tool", "xpc-service", "system-extension", "driver-extension", "bundle.unit-test",
                           "bundle.ui-testing", "app-clip"]
        self = closedKinds.contains { kind == $0 || kind.hasPrefix($0 + ".") } ? .closed : .importable
    }

    /// An app, extension or tool: what makes a project an app's (test bundles do not).
    static func isApp(kind: String) -> Bool {
        TargetProduct(kind: kind) == .closed && !kind.hasPrefix("bundle.")
    }

    /// The targets (by id) that no other project can import: the closed ones and everything an
    /// app of the same project depends on, directly or through other targets; `kinds` gives each
    /// target's kind, `dependencies` the targets each depends on.
    static func projectOnly(kinds: [String: String], dependencies: [String: [String]]) -> Set<String> {
        var found = Set(kinds.filter { TargetProduct(kind: $0.value) == .closed }.keys)
        var pending = kinds.filter { isApp(kind: $0.value) }.keys.sorted()
        var seen = Set(pending)
        while let current = pending.popLast() {
            for next in dependencies[current] ?? [] where seen.insert(next).inserted {
                found.insert(next)
                pending.append(next)
            }
        }
        return found
    }
}
