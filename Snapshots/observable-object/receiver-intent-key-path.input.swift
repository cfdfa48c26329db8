import Combine
import SwiftUI

/// Stand-ins for App Intents' wrappers: `\.$server` below is a key path to an intent's
/// `@Parameter`, rooted at the attribute's type argument.
@propertyWrapper
struct Parameter<Value> {
    var wrappedValue: Value
    var projectedValue: Parameter<Value> { self }
}

@propertyWrapper
struct IntentParameterDependency<Intent> {
    var wrappedValue: Intent?

    init<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) {
        wrappedValue = nil
    }
}

struct PerformActionIntent {
    @Parameter var server = "home"
}

struct ActionQuery {
    @IntentParameterDependency<PerformActionIntent>(\.$server) var intent
}

/// Its `$server` is used by a subscriber of known type only: it migrates with a bridge; the key
/// path above is not its publisher.
final class AssistModel: ObservableObject {
    @Published var server = ""
    private var bag = Set<AnyCancellable>()

    init() {
        $server.sink { print($0) }.store(in: &bag)
    }
}
