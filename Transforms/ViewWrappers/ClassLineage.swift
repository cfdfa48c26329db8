import MigrationKit

extension TypeIndex {
    /// `name` followed by its superclasses declared in the project, nearest first (inherited
    /// names that are project classes, through declarations and extensions).
    func classLineage(of name: String) -> [String] {
        var lineage: [String] = []
        var frontier = [name]
        while let type = frontier.popLast(), !lineage.contains(type) {
            lineage.append(type)
            frontier += inheritedTypes(of: type).filter { declaration(named: $0)?.kind == .class }.reversed()
        }
        return lineage
    }
}
