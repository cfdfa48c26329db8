import MigrationKit

/// A class whose `Codable` conformance the compiler synthesizes from its stored properties: the
/// macro turns those into `_name` storage beside an `_$observationRegistrar`, so the synthesized
/// coding would read and write other keys (persisted data no longer decodes).
extension ObservableObjectDecider {
    func synthesizedCodingReason(_ summary: TypeSummary) -> Refusal? {
        guard summary.kind == .class else { return nil }
        let type = TypeIdentity(summary.qualifiedName)
        var needed: CodingMembers = []
        if types.conforms(type, to: "Codable") { needed = [.encode, .decode] }
        if types.conforms(type, to: "Encodable") { needed.insert(.encode) }
        if types.conforms(type, to: "Decodable") { needed.insert(.decode) }
        let missing = needed.subtracting(facet.handWrittenCoding[type] ?? [])
        guard !missing.isEmpty else { return nil }
        let synthesized = [missing.contains(.encode) ? "encode(to:)" : nil, missing.contains(.decode) ? "init(from:)" : nil].compactMap { $0 }
        return Refusal(.synthesizedCoding,
                       "its \(synthesized.joined(separator: " and ")) \(synthesized.count == 1 ? "is" : "are") synthesized, and under @Observable would code the macro's `_`-prefixed storage instead of its properties",
                       at: places(summary), note: "declared here")
    }
}
