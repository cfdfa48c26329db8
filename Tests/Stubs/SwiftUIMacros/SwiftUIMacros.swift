// A stand-in for the `SwiftUIMacros` compiler plugin that ships with Xcode 16, so that
// `@Entry` type-checks against the SwiftUI stub on Linux. Built and loaded like the
// `PreviewsMacros` stand-in (see Tests/Stubs/README.md).
//
// The expansion follows Apple's (as quoted on the Swift forums): in an extension of
// `EnvironmentValues`, `@Entry var name: T = value` becomes a computed property over a
// private peer key whose `defaultValue` is a computed static property returning `value`,
// so the default is evaluated on every read of an unset value. Only the annotated form is
// expanded faithfully; the other `@Entry` homes (Transaction, ContainerValues,
// FocusedValues) are not stubbed.

import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a getter and setter over `__Key_<name>`, and that key as a peer.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = binding(of: declaration)?.name else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let (name, type, value) = binding(of: declaration) else { return [] }
        if let type {
            return ["""
                private struct __Key_\(raw: name): SwiftUI.EnvironmentKey {
                    typealias Value = \(raw: type)
                    static var defaultValue: Value { \(raw: value ?? "nil") }
                }
                """]
        }
        return ["""
            private struct __Key_\(raw: name): SwiftUI.EnvironmentKey {
                static let defaultValue = \(raw: value ?? "nil")
            }
            """]
    }

    /// The name, type text and default value text of the single binding of `declaration`.
    private static func binding(of declaration: some DeclSyntaxProtocol) -> (name: String, type: String?, value: String?)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
        return (pattern.identifier.trimmedDescription, binding.typeAnnotation?.type.trimmedDescription,
                binding.initializer?.value.trimmedDescription)
    }
}
