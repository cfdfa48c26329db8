import MigrationKit
import SwiftCST

/// What the `navigation-stack` transform learns about the whole project in phase 1: which view
/// types are pushed onto a navigation stack (so a `NavigationView` inside them would nest), which
/// `isActive:` bindings drive which links, and whether the sources compile code for macOS.
struct NavigationFacts: IndexFacet {
    /// A place in a file as the user wrote it.
    struct Site: Comparable, CustomStringConvertible, Sendable {
        var path: String
        var location: SourceLocation
        var description: String { "\(path):\(location.line):\(location.column)" }
        static func < (a: Site, b: Site) -> Bool { (a.path, a.location) < (b.path, b.location) }
    }

    /// Why a type counts as pushed: the type a link pushes, and that link.
    struct Push: Sendable {
        /// The type named in the link's destination (the pushed view itself, or one showing this type).
        var pushedType: String
        var link: Site
    }

    /// Types built in a `NavigationLink` or `.navigationDestination` destination, with the first such link.
    var destinationTypes: [String: Site] = [:]
    /// For each type, the view types it shows in place (not in actions, presentations or destinations).
    var shownTypes: [String: Set<String>] = [:]
    /// `isActive:` links by "`Type` `$binding`", in source order.
    var activeLinks: [String: [Site]] = [:]
    /// The first `#if os(macOS)` (or `targetEnvironment(macCatalyst)`) condition.
    var macOSCondition: Site? = nil
    /// True when the project declares a function named `navigationBarTitle` of its own.
    var declaresNavigationBarTitle = false

    /// Filled by `resolve`: every type shown inside a pushed destination, and why.
    var pushed: [String: Push] = [:]

    init() {}

    mutating func merge(_ other: NavigationFacts) {
        destinationTypes.merge(other.destinationTypes) { min($0, $1) }
        shownTypes.merge(other.shownTypes) { $0.union($1) }
        activeLinks.merge(other.activeLinks) { ($0 + $1).sorted() }
        if let site = other.macOSCondition, macOSCondition.map({ site < $0 }) ?? true { macOSCondition = site }
        declaresNavigationBarTitle = declaresNavigationBarTitle || other.declaresNavigationBarTitle
    }

    /// Whole-project step: the types shown, directly or through other views, inside a pushed destination.
    mutating func resolvePushedTypes() {
        pushed = [:]
        var queue: [String] = []
        for (type, link) in destinationTypes.sorted(by: { $0.value < $1.value }) where pushed[type] == nil {
            pushed[type] = Push(pushedType: type, link: link)
            queue.append(type)
        }
        while !queue.isEmpty {
            let type = queue.removeFirst()
            guard let push = pushed[type] else { continue }
            for shown in (shownTypes[type] ?? []).sorted() where pushed[shown] == nil {
                pushed[shown] = push
                queue.append(shown)
            }
        }
    }

    static func activeLinkKey(type: String, binding: String) -> String { "\(type) \(binding)" }
}
