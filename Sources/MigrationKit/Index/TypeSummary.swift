import SwiftCST

/// One type declaration or extension, summarised.
///
/// Its fields live in one shared, immutable box: the index hands
/// out copies of many summaries, and copying one then costs one reference count instead of
/// one per field.
public struct TypeSummary: Sendable {
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    @inlinable public var kind: Keyword { box.fields.kind }
    /// The simple name (for an extension, the extended type's last name component).
    @inlinable public var name: String { box.fields.name }
    /// Where it is written: the paths of the enclosing declarations and its name
    /// (`StatusCard.ViewModel`, also for `class ViewModel` inside `extension StatusCard`); for
    /// an extension, the extended type as written, without generic arguments
    /// (`StatusCard.ViewModel` for `extension StatusCard.ViewModel`). A declaration's
    /// `TypeIdentity` (see `TypeIndex.identity(of:)`).
    @inlinable public var qualifiedName: String { box.fields.qualifiedName }
    @inlinable public var path: String { box.fields.path }
    @inlinable public var location: SourceLocation { box.fields.location }
    /// Inherited types' base names: `ObservableObject` for `Combine.ObservableObject`.
    @inlinable public var inheritedTypes: [String] { box.fields.inheritedTypes }
    /// The inherited types as written, without generic arguments (`StatusCard.ViewModel`), in
    /// the order of `inheritedTypes`: what to look up (`TypeIndex.lookUp`) in the scope of the
    /// declaration's identity.
    @inlinable public var inheritedTypePaths: [String] { box.fields.inheritedTypePaths ?? box.fields.inheritedTypes }
    /// Attribute base names: `MainActor`, `Observable`.
    @inlinable public var attributes: [String] { box.fields.attributes }
    @inlinable public var modifiers: [String] { box.fields.modifiers }
    @inlinable public var isGeneric: Bool { box.fields.isGeneric }
    @inlinable public var members: [MemberSummary] { box.fields.members }

    @usableFromInline var box: Box

    /// The same for every copy of this summary, different for every other declaration.
    @inlinable public var summaryID: ObjectIdentifier { ObjectIdentifier(box) }

    /// `inheritedTypePaths`: nil when every inherited type is written as one name (most are),
    /// so that no second array is kept.
    init(kind: Keyword, name: String, qualifiedName: String, path: String, location: SourceLocation, inheritedTypes: [String],
         inheritedTypePaths: [String]?, attributes: [String], modifiers: [String], isGeneric: Bool, members: [MemberSummary]) {
        box = Box(Fields(kind: kind, name: name, qualifiedName: qualifiedName, path: path, location: location, inheritedTypes: inheritedTypes,
                         inheritedTypePaths: inheritedTypePaths, attributes: attributes, modifiers: modifiers, isGeneric: isGeneric,
                         members: members))
    }

    @usableFromInline struct Fields: Sendable {
        @usableFromInline let kind: Keyword
        @usableFromInline let name: String
        @usableFromInline let qualifiedName: String
        @usableFromInline let path: String
        @usableFromInline let location: SourceLocation
        @usableFromInline let inheritedTypes: [String]
        @usableFromInline let inheritedTypePaths: [String]?
        @usableFromInline let attributes: [String]
        @usableFromInline let modifiers: [String]
        @usableFromInline let isGeneric: Bool
        @usableFromInline let members: [MemberSummary]
    }

    /// Never changed once made.
    @usableFromInline final class Box: Sendable {
        @usableFromInline let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}

/// One member of a type, summarised.
public struct MemberSummary: Sendable {
    /// What kind of member it is.
    public enum Kind: String, Sendable { case variable, function, initializer, subscriptMember, enumCase, typeAlias, nestedType, other }
    public var kind: Kind
    public var name: String
    public var attributes: [String]
    public var modifiers: [String]
    /// `let` (true) or `var` (false), for variables.
    public var isLet: Bool
    /// The annotated type as written without trivia (`[Item]?`), when there is one.
    public var typeText: String?
    /// The annotated type's base name (`Item` for `Item?`), when it is a named type.
    public var typeName: String?
    /// For `= Name(...)`, `= Name.init(...)` or `= Outer.Name(...)` initial values, the type as
    /// written: `Name`, `Outer.Name`.
    public var initializerTypeName: String?
    public var isComputed: Bool
    public var hasObservers: Bool
    public var location: SourceLocation

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var isStoredVariable: Bool { kind == .variable && !isComputed }
}


/// One `typealias` of the project, summarised.
public struct TypeAliasSummary: Sendable {
    public var name: String
    /// Where it is written, as for `TypeSummary.qualifiedName`: `StatusCard.ViewModel` for
    /// `typealias ViewModel = StatusCardModel` inside `StatusCard`.
    public var qualifiedName: String
    /// The aliased type as written, without generic arguments (`StatusCardModel`); nil when it
    /// is not a named type (a function type, a tuple).
    public var target: String?
}
