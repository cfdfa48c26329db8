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

    /// `@StateObject`, as written in messages.
    var attribute: String { "@" + rawValue }
}
