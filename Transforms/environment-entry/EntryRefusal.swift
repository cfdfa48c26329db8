import MigrationKit

/// Why an `EnvironmentKey` and its `EnvironmentValues` property stay as they are. Each case has
/// a declared reason and a short message that says what to do.
enum EntryRefusal: Error, Equatable {
    /// The default may differ from one evaluation to the next (see `EntryDefault.isConstant`):
    /// `@Entry` would evaluate it on every read instead of once.
    case defaultNotConstant(String)
    /// `defaultValue` is computed, or the key's members are not `defaultValue` (and `Value`).
    case otherMember(String)
    /// The key is not a plain struct or enum conforming to `EnvironmentKey` alone.
    case notPlainKey
    /// The key is `public`, `open` or `package`: other modules may use it.
    case publicKey
    /// The key's name is used elsewhere in the project (`Key.defaultValue`, another subscript).
    case usedElsewhere(Site)
    /// The key's name does not end in "Key", so phase 1 did not record its uses.
    case uncheckedName
    /// The key is not declared in the property's file.
    case keyInOtherFile
    /// The property is not exactly `get { self[Key.self] } set { self[Key.self] = newValue }`.
    case notPlainAccessors
    /// The key or the property has attributes `@Entry` would not carry.
    case attributes
    /// The property's type names the key (`Key.Value`) and the key's default has no type of its own.
    case typeNamesKey
    /// `#if` around or inside the key or the property.
    case conditionalCompilation
    /// A comment on or in the key, which removing the key would lose.
    case commentWouldBeLost

    /// The declared reason this refusal is raised with.
    var reason: DiagnosticReason {
        switch self {
        case .defaultNotConstant: return EntryReason.defaultNotConstant
        case .otherMember: return EntryReason.otherMember
        case .notPlainKey: return EntryReason.notPlainKey
        case .publicKey: return EntryReason.publicKey
        case .usedElsewhere: return EntryReason.usedElsewhere
        case .uncheckedName: return EntryReason.uncheckedName
        case .keyInOtherFile: return EntryReason.keyInOtherFile
        case .notPlainAccessors: return EntryReason.notPlainAccessors
        case .attributes: return EntryReason.attributes
        case .typeNamesKey: return EntryReason.typeNamesKey
        case .conditionalCompilation: return EntryReason.conditionalCompilation
        case .commentWouldBeLost: return EntryReason.commentWouldBeLost
        }
    }

    /// The places the warning names: where the key is used.
    func notes(key: String) -> [DiagnosticNote] {
        guard case .usedElsewhere(let site) = self else { return [] }
        return [.at(site, "\(key) used here")]
    }

    /// The warning for the property `name` over the key `key`: what stays, why, what to do.
    func message(property name: String, key: String) -> String {
        let stays = "\(name) stays"
        switch self {
        case .defaultNotConstant(let value): return "\(stays): @Entry would evaluate the default `\(value)` on every read, not once; use a constant or keep the key"
        case .otherMember(let member): return "\(stays): its key declares \(member); @Entry holds only a stored default"
        case .notPlainKey: return "\(stays): @Entry replaces only a struct or enum that conforms to EnvironmentKey alone"
        case .publicKey: return "\(stays): its key is public and other modules may use it"
        case .usedElsewhere: return "\(stays): its key is used elsewhere in the project"
        case .uncheckedName: return "\(stays): key uses are looked for only in names ending in \"Key\"; convert by hand or rename \(key)"
        case .keyInOtherFile: return "\(stays): its key \(key) is not declared in this file; move it next to the property"
        case .notPlainAccessors: return "\(stays): @Entry replaces only a plain get/set of self[Key.self]; convert by hand"
        case .attributes: return "\(stays): attributes on its key or on it have no place on @Entry; convert by hand"
        case .typeNamesKey: return "\(stays): its type names its key \(key); write the value type, then run again"
        case .conditionalCompilation: return "\(stays): #if is around or inside it or its key; convert by hand"
        case .commentWouldBeLost: return "\(stays): a comment in its accessors or on its key would be lost; move it, then run again"
        }
    }
}

/// The reasons `environment-entry` declares: every one a refusal (the key and property stay).
enum EntryReason {
    static let defaultNotConstant = DiagnosticReason(
        "default-not-constant", .refusal, label: "the key's default is not a constant",
        help: "@Entry evaluates the default on every read; keep the key, or make the default a literal or a case.")
    static let otherMember = DiagnosticReason(
        "key-member", .refusal, label: "the key declares another member or a computed default",
        help: "Move the member out of the key, or keep the key.")
    static let notPlainKey = DiagnosticReason(
        "not-plain-key", .refusal, label: "the key is not a struct or enum conforming to EnvironmentKey alone",
        help: "Convert it to @Entry by hand.")
    static let publicKey = DiagnosticReason(
        "public-key", .refusal, label: "the key is public",
        help: "Keep the key if other modules use it; otherwise make it private and run again.")
    static let usedElsewhere = DiagnosticReason(
        "key-used-elsewhere", .refusal, label: "the key is used outside its property",
        help: "Read the property instead of the key, then run again.")
    static let uncheckedName = DiagnosticReason(
        "unchecked-key-name", .refusal, label: "the key's name does not end in \"Key\"",
        help: "Rename it (ThemeKey), or convert it by hand.")
    static let keyInOtherFile = DiagnosticReason(
        "key-in-other-file", .refusal, label: "the key is declared in another file",
        help: "Move the key next to its property, then run again.")
    static let notPlainAccessors = DiagnosticReason(
        "not-plain-accessors", .refusal, label: "the property is not a plain get/set over the key",
        help: "Convert it by hand, keeping what the accessors do.")
    static let attributes = DiagnosticReason(
        "entry-attributes", .refusal, label: "the key or the property has attributes",
        help: "Convert it to @Entry by hand, keeping what the attributes say.")
    static let typeNamesKey = DiagnosticReason(
        "type-names-key", .refusal, label: "the property's type names the key",
        help: "Write the value type instead of Key.Value, then run again.")
    static let conditionalCompilation = DiagnosticReason(
        "conditional-compilation", .refusal, label: "#if around or inside the key or the property",
        help: "Convert each branch by hand.")
    static let commentWouldBeLost = DiagnosticReason(
        "comment-would-be-lost", .refusal, label: "a comment in the accessors or on the key would be lost",
        help: "Move the comment to the property, then run again.")

    /// Every reason, as `Transform.reasons` lists them.
    static let all: [DiagnosticReason] = [defaultNotConstant, otherMember, notPlainKey, publicKey, usedElsewhere, uncheckedName, keyInOtherFile, notPlainAccessors, attributes, typeNamesKey, conditionalCompilation, commentWouldBeLost]
}
