// snapshot: fragment
import SwiftUI

/// A macro of the project: it adds `@Published var state`, which the tool cannot see.
@attached(member, names: named(state))
macro Stateful() = #externalMacro(module: "AppMacros", type: "StatefulMacro")

@Stateful
final class Loader: ObservableObject {
    var started = false
}

@globalActor
actor DataActor {
    static let shared = DataActor()
}

/// A global actor of the project, Apple's attributes: not macros.
@DataActor
@objc(PlainModel)
@Observable
final class PlainModel: NSObject {
    var count = 0
}

struct LoaderView: View {
    @StateObject private var loader = Loader()
    let plain: PlainModel

    var body: some View {
        Text(loader.started ? "started" : "\(plain.count)")
    }
}
