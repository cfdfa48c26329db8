import MigrationKit
import SwiftCST

/// What the `navigation-stack` transform learns about the whole project in phase 1: which view
/// types are pushed onto a navigation stack or shown inside one (so a `NavigationView` inside
/// them would nest), which `isActive:` bindings drive which links, and whether the sources
/// compile code for macOS.
struct NavigationFacts: IndexFacet {
    /// Why a type's views sit inside another navigation container.
    struct Nesting: Sendable {
        /// What holds the views at `site`.
        enum Holder: Sendable {
            /// A `NavigationLink`'s destination (the link is at `site`).
            case link
            /// A `.navigationDestination`'s content (the modifier is at `site`).
            case destination
            /// The content of the `NavigationView` or `NavigationStack` named at `nameSite`.
            case container(name: String, nameSite: Site)
        }

        var holder: Holder
        var site: Site
        /// The type named at `site`: the view itself, or one that shows it.
        var outerType: String

        /// `pushed by the NavigationLink at A.swift:3:5`, `shown inside the NavigationStack at ...`
        /// (spelled out only for a message: phase 1 records many seeds).
        var how: String {
            switch holder {
            case .link: return "pushed by the NavigationLink at \(site)"
            case .destination: return "pushed by the .navigationDestination at \(site)"
            case .container(let name, let nameSite): return "shown inside the \(name) at \(nameSite)"
            }
        }
    }

    /// Types built in a link's destination or in a one-view navigation container's content,
    /// with the first such place.
    var nestingSeeds: [String: Nesting] = [:]
    /// For each type, the view types it shows in place (not in actions, presentations or destinations).
    var shownTypes: [String: Set<String>] = [:]
    /// `isActive:` links by "`Type` `$binding`", in source order.
    var activeLinks: [String: [Site]] = [:]
    /// The first `#if os(macOS)` (or `targetEnvironment(macCatalyst)`) condition.
    var macOSCondition: Site? = nil
    /// True when the project declares a function named `navigationBarTitle` of its own.
    var declaresNavigationBarTitle = false
    /// UIKit controller hooks by the type or extension function that calls them
    /// (`ControllerHook.holders`): one per file declaring that name (private types share names).
    var controllerHooks: [String: [ControllerHook]] = [:]

    /// Filled by `resolve`: every type shown inside a pushed destination or a stack, and why.
    var nested: [String: Nesting] = [:]

    init() {}

    mutating func merge(_ other: NavigationFacts) {
        nestingSeeds.mergeAll(other.nestingSeeds) { $0.site < $1.site ? $0 : $1 }
        shownTypes.mergeAll(other.shownTypes) { $0.union($1) }
        activeLinks.mergeAll(other.activeLinks) { ($0 + $1).sorted() }
        if let site = other.macOSCondition, macOSCondition.map({ site < $0 }) ?? true { macOSCondition = site }
        declaresNavigationBarTitle = declaresNavigationBarTitle || other.declaresNavigationBarTitle
        controllerHooks.mergeAll(other.controllerHooks) { ($0 + $1).sorted { $0.site < $1.site } }
    }

    /// Adds view types that `type` shows in place.
    mutating func addShownTypes(_ names: Set<String>, by type: String) {
        shownTypes[type, default: []].formUnionAll(names)
    }

    /// Whole-project step: the types shown, directly or through other views, inside a pushed
    /// destination or a navigation container.
    mutating func resolveNestedTypes() {
        nested = [:]
        nested.reserveCapacity(nestingSeeds.count)
        var queue: [String] = []
        for (type, seed) in nestingSeeds.sorted(by: { $0.value.site < $1.value.site }) where nested[type] == nil {
            nested[type] = seed
            queue.append(type)
        }
        var next = 0
        while next < queue.count {
            let type = queue[next]
            next += 1
            guard let nesting = nested[type] else { continue }
            for shown in (shownTypes[type] ?? []).sorted() where nested[shown] == nil {
                nested[shown] = nesting
                queue.append(shown)
            }
        }
    }

    static func activeLinkKey(type: String, binding: String) -> String { "\(type) \(binding)" }
}
