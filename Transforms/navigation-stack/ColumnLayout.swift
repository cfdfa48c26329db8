import SwiftCST

/// The views of a `NavigationView`'s content closure: each becomes a column of a
/// `NavigationSplitView`. An `#if` block counts as one column when every branch holds one view.
struct ColumnLayout {
    /// Top-level statements that are views (or `#if` blocks of views), in order.
    private(set) var units: [Node] = []
    /// How many views the content holds on every branch of its `#if` blocks.
    private(set) var viewCount = 0
    /// Local declarations among the views (`let x = ...`).
    private(set) var declarations: [Node] = []
    /// Why the views cannot be counted or cut into columns; nil when they can.
    private(set) var problem: String? = nil

    init(_ content: ClosureSyntax) {
        for statement in content.statements {
            if statement.kind == .ifConfig {
                addIfConfig(statement)
            } else if ColumnLayout.isDeclaration(statement) {
                declarations.append(statement)
            } else {
                units.append(statement)
                viewCount += 1
            }
        }
    }

    private mutating func addIfConfig(_ block: Node) {
        let clauses = block.children(.ifConfigClause)
        var counts = clauses.map { clause in
            flattenIfConfig(clause).filter { !isIfConfigCondition($0, in: clause) && !ColumnLayout.isDeclaration($0) }.count
        }
        if !clauses.contains(where: { PlatformCondition.condition(of: $0) == nil }) { counts.append(0) }
        guard let count = counts.first, counts.allSatisfy({ $0 == count }) else {
            problem = "the number of its views depends on an #if block inside it"
            return
        }
        guard count > 0 else { return }
        units.append(block)
        viewCount += count
        if count > 1 { problem = "an #if block inside it holds \(count) views, which cannot be cut into columns" }
    }

    private static func isDeclaration(_ node: Node) -> Bool {
        switch node.kind {
        case .variableDecl, .functionDecl, .typeDecl, .typealiasDecl: return true
        default: return false
        }
    }
}
