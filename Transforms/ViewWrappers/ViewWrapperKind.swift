/// The three legacy SwiftUI property wrappers that the view-side transforms replace once the
/// wrapped type is `@Observable`.
enum ViewWrapperKind: String, Sendable, CaseIterable {
    case stateObject = "StateObject"
    case observedObject = "ObservedObject"
    case environmentObject = "EnvironmentObject"

    /// The transform that rewrites this wrapper.
    var transformID: String {
        switch self {
        case .stateObject: return StateObjectTransform.id
        case .observedObject: return ObservedObjectTransform.id
        case .environmentObject: return EnvironmentObjectTransform.id
        }
    }

    /// True when a `static var` with this wrapper becomes a plain `static var` once its type is
    /// `@Observable`. A wrapper on a static property is never installed on a view: `@ObservedObject`
    /// only hands out its object, `@StateObject` made a new one at each read. An `@EnvironmentObject`
    /// there reads no environment and has no plain counterpart.
    var dropsFromStaticProperty: Bool { self != .environmentObject }

    /// `@StateObject`, as written in messages.
    var attribute: String { "@" + rawValue }
}
