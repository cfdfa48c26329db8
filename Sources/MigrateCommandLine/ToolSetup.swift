import MigrationDriver
import MigrationKit

/// What the executable gives every subcommand: the transforms, in pipeline order, and a hook
/// run with a file's path just before the file is written (nil in the shipped tool).
struct ToolSetup {
    let registry: [any Transform.Type]
    let beforeWrite: ((String) -> Void)?

    /// Every transform's id, in pipeline order.
    var ids: [String] { registry.map { $0.id } }

    /// The transform with `id`.
    func transform(withID id: String) -> (any Transform.Type)? { registry.first { $0.id == id } }
}
