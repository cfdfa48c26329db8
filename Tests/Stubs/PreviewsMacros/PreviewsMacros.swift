// A stand-in for Xcode's `PreviewsMacros` compiler plugin, so that `#Preview { ... }`
// type-checks against the SwiftUI stub on Linux.
//
// The stub type checker compiles this file into a shared library with the SwiftSyntax
// modules that ship with the toolchain (usr/lib/swift/host) and passes it to the compiler
// with `-load-plugin-library`. The expansion is empty: the compiler has already
// type-checked the macro's arguments (the preview body) against the macro's declaration
// in the SwiftUI stub before it asks the plugin to expand it.

import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview` (both declared forms): expands to no declarations.
public struct SwiftUIView: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@Previewable` on a variable at the root of a `#Preview` body: expands to no peers (Xcode's
/// `#Preview` expansion is what moves such a variable into a generated view).
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
