import MigrationKit

/// What the readiness report knows of the transforms by their ids: the legacy patterns each
/// replaces. (Why code stays comes from the transforms' declared reasons, `Transform.reasons`.)
public enum ReadinessCatalog {
    /// The legacy patterns of each transform, in the order the report lists them.
    public static let patterns: [String: [LegacyPattern]] = [
        "observable-object": [LegacyPattern("ObservableObject conformances", .conformance("ObservableObject")),
                              LegacyPattern("@Published properties", .attribute("Published"))],
        "state-object": [LegacyPattern("@StateObject properties", .attribute("StateObject"))],
        "observed-object": [LegacyPattern("@ObservedObject properties", .attribute("ObservedObject"))],
        "environment-object": [LegacyPattern("@EnvironmentObject properties", .attribute("EnvironmentObject")),
                               LegacyPattern(".environmentObject(_:) injections", .modifier("environmentObject", label: nil))],
        "navigation-stack": [LegacyPattern("NavigationView", .call("NavigationView", labels: [])),
                             LegacyPattern("NavigationLink(isActive:)", .call("NavigationLink", labels: ["isActive"])),
                             LegacyPattern("NavigationLink(tag:selection:)", .call("NavigationLink", labels: ["tag", "selection"])),
                             LegacyPattern(".navigationBarTitle(_:)", .modifier("navigationBarTitle", label: nil))],
        "sheet-item": [LegacyPattern(".sheet(isPresented:)", .modifier("sheet", label: "isPresented")),
                       LegacyPattern(".fullScreenCover(isPresented:)", .modifier("fullScreenCover", label: "isPresented"))],
        "toolbar": [LegacyPattern(".navigationBarItems(...)", .modifier("navigationBarItems", label: nil)),
                    LegacyPattern(".navigationBarHidden(_:)", .modifier("navigationBarHidden", label: nil))],
        "alert-dialog": [LegacyPattern(".alert(isPresented:) { Alert }", .modifier("alert", label: "isPresented")),
                         LegacyPattern(".alert(item:) { Alert }", .modifier("alert", label: "item")),
                         LegacyPattern(".actionSheet(isPresented:)", .modifier("actionSheet", label: "isPresented"))],
        "preview-macro": [LegacyPattern("PreviewProvider structs", .conformance("PreviewProvider"))],
        "foreground-style": [LegacyPattern(".foregroundColor(_:)", .modifier("foregroundColor", label: nil))],
        "clip-shape": [LegacyPattern(".cornerRadius(_:)", .modifier("cornerRadius", label: nil))],
        "deprecated-modifiers": [LegacyPattern(".accentColor(_:)", .modifier("accentColor", label: nil)),
                                 LegacyPattern(".edgesIgnoringSafeArea(_:)", .modifier("edgesIgnoringSafeArea", label: nil)),
                                 LegacyPattern(".autocapitalization(_:)", .modifier("autocapitalization", label: nil)),
                                 LegacyPattern(".disableAutocorrection(_:)", .modifier("disableAutocorrection", label: nil))],
        "environment-entry": [LegacyPattern("EnvironmentKey types", .conformance("EnvironmentKey"))],
        "tab-view": [LegacyPattern(".tabItem { … }", .modifier("tabItem", label: nil))],
    ]

    /// Said under a transform whose patterns stay more often than it warns.
    public static let quietStays: [String: String] = [
        "sheet-item": "a presentation left without a warning has no optional value to present: it needs no migration",
        "navigation-stack": ".navigationBarTitle forms other than a title (and displayMode:) stay without a warning",
    ]
}
