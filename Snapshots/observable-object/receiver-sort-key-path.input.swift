import AppIntents
import Combine
import SwiftUI

/// `case \.$name:` in a `switch` over an `EntityQuerySort`'s `by` is a key path rooted at the
/// sort's entity: it is not the `$name` publisher of a model with a `@Published name`, which
/// migrates (with a bridge for its own subscriber).
struct MachineEntity: AppEntity {
    let id: String
    @Property(title: "Name") var name: String = ""
}

func sorted(_ machines: [MachineEntity], by sorts: [EntityQuerySort<MachineEntity>]) -> [MachineEntity] {
    var result = machines
    for sort in sorts {
        switch sort.by {
        case \.$name:
            result.sort { $0.name < $1.name }
        default:
            break
        }
    }
    return result
}

func isName(_ path: PartialKeyPath<MachineEntity>) -> Bool {
    switch path {
    case \.$name: return true
    default: return false
    }
}

final class WizardState: ObservableObject {
    @Published var name = ""
    private var bag = Set<AnyCancellable>()

    init() {
        $name.sink { print($0) }.store(in: &bag)
    }
}

/// The same key path in a `switch` over a value whose type the tool cannot tell (a closure
/// parameter without a written type) may be any `$title`: the model with one stays.
struct DraftEntity: AppEntity {
    let id: String
    @Property(title: "Title") var title: String = ""
}

func eachSort(_ body: (EntityQuerySort<DraftEntity>) -> Void) {}

final class DraftState: ObservableObject {
    @Published var title = ""
}

func sortsByTitle() -> Bool {
    var found = false
    eachSort { sort in
        switch sort.by {
        case \.$title:
            found = true
        default:
            break
        }
    }
    return found
}
