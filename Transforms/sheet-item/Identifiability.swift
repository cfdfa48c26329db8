import MigrationKit

/// Whether a type may drive `sheet(item:)`: it is `Identifiable` in this project (directly,
/// through an extension, a superclass or a protocol that refines `Identifiable`), or the
/// user vouches for it with `--assume-identifiable`. The transform never adds a conformance.
enum Identifiability {
    /// Identifiable; not; or a protocol, whose conforming types decide.
    enum Verdict: Equatable { case identifiable, notIdentifiable, existential }

    /// `typeText` is the type as written (`Item`, `Model.Item`, `Box<Int>`).
    static func verdict(for typeText: String, index: TypeIndex, assumed: Set<String>) -> Verdict {
        let base = baseName(of: typeText)
        if assumed.contains(typeText) || assumed.contains(base) { return .identifiable }
        if index.anyDeclaration(named: base, where: { $0.kind == .protocol }) { return .existential }
        var seen: Set<String> = []
        var pending = [base]
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            let inherited = index.inheritedTypes(of: name)
            if inherited.contains("Identifiable") { return .identifiable }
            pending += inherited
        }
        return .notIdentifiable
    }

    /// `Item` for `Model.Item` or `Item<Int>`.
    static func baseName(of typeText: String) -> String {
        // Most names are plain ASCII ones, their own base (an ASCII character is one byte, or
        // CR LF: neither `<` nor `.`).
        if typeText.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ".") }) { return typeText }
        let withoutGenerics = typeText.split(separator: "<", maxSplits: 1).first.map(String.init) ?? typeText
        return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
    }

    /// True for a plain (possibly qualified, possibly generic) type name, not `[T]`, `(A, B)` or `any P`.
    static func isNamedType(_ typeText: String) -> Bool {
        guard let first = typeText.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        let excluded = "[]()&, "
        // In ASCII text every character is one byte (or CR LF, excluded by neither).
        if typeText.utf8.allSatisfy({ $0 < 0x80 }) { return !typeText.utf8.contains(where: excluded.utf8.contains) }
        return !typeText.contains(where: excluded.contains)
    }
}
