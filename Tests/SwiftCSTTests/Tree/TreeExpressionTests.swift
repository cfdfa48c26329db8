import SwiftCST
import XCTest

/// Calls, trailing closures, member-access chains (with `#if` inside), closures with
/// signatures, and other expression forms.
final class TreeExpressionTests: XCTestCase {
    private func chain(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> PostfixChainSyntax {
        try XCTUnwrap(PostfixChainSyntax(try first(.postfixExpr, in: source, file: file, line: line)), file: file, line: line)
    }

    func testCallWithLabelledArguments() throws {
        let call = try XCTUnwrap(try chain("f(1, label: x, _: y, default: z)").calls.first)
        XCTAssertEqual(call.calledName, "f")
        XCTAssertEqual(call.arguments.map(\.label), [nil, "label", "_", "default"])
        XCTAssertEqual(call.arguments.map { $0.expression?.text }, ["1", "x", "y", "z"])
        XCTAssertEqual(call.argument(labeled: "label")?.expression?.text, "x")
        XCTAssertTrue(call.hasArgumentClause)
        XCTAssertNil(call.trailingClosure)
    }

    func testMultipleLabelledTrailingClosures() throws {
        let c = try chain("""
        Button(role: .destructive) {
            delete()
        } label: {
            Text("Delete")
        } onHover: { inside in }
        """)
        let call = try XCTUnwrap(c.calls.first)
        XCTAssertEqual(call.calledName, "Button")
        XCTAssertEqual(call.arguments.map(\.label), ["role"])
        XCTAssertEqual(call.trailingClosure?.statements.map(\.text), ["delete()"])
        XCTAssertEqual(call.additionalTrailingClosures.map(\.label), ["label", "onHover"])
        XCTAssertEqual(call.additionalTrailingClosures.last?.closure.parameterNames, ["inside"])
        XCTAssertEqual(outline(call.node, depth: 1), "callSuffix(argument closureExpr labeledClosure labeledClosure)")
    }

    func testTrailingClosureWithoutParentheses() throws {
        let call = try XCTUnwrap(try chain("NavigationView { List { } }").calls.first)
        XCTAssertEqual(call.calledName, "NavigationView")
        XCTAssertFalse(call.hasArgumentClause)
        XCTAssertNotNil(call.trailingClosure)
    }

    func testModifierChain() throws {
        let c = try chain("""
        Text("a")
            .padding()
            .sheet(isPresented: $showing) { Detail() }
            .foregroundStyle(.red)
        """)
        XCTAssertEqual(c.primary?.kind, .identifierExpr)
        XCTAssertEqual(c.suffixes.map(\.kind), [.callSuffix, .memberSuffix, .callSuffix, .memberSuffix, .callSuffix, .memberSuffix, .callSuffix])
        XCTAssertEqual(c.calls.map(\.calledName), ["Text", "padding", "sheet", "foregroundStyle"])
        XCTAssertEqual(c.calls.map(\.isMemberCall), [false, true, true, true])
        XCTAssertEqual(c.calls[2].argument(labeled: "isPresented")?.expression?.text, "$showing")
        XCTAssertEqual(c.calls[2].chain?.node, c.node)
    }

    func testIfConfigInsideAModifierChain() throws {
        let c = try chain("""
        content
            .padding()
        #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
        #elseif os(macOS)
            .frame(minWidth: 300)
        #endif
            .bar()
        """)
        XCTAssertEqual(outline(c.node, depth: 3),
                       "postfixExpr(identifierExpr memberSuffix callSuffix ifConfig(ifConfigClause(postfixExpr memberSuffix callSuffix) ifConfigClause(postfixExpr memberSuffix callSuffix)) memberSuffix callSuffix)")
        XCTAssertEqual(c.calls.map(\.calledName), ["padding", "navigationBarTitleDisplayMode", "frame", "bar"])
        XCTAssertEqual(c.calls[1].chain?.node, c.node)
        XCTAssertEqual(c.calls[3].calledElement?.kind, .memberSuffix)
    }

    func testNestedIfConfigInsideAModifierChain() throws {
        let c = try chain("v\n#if A\n#if B\n.b()\n#endif\n.a()\n#endif\n.c()")
        XCTAssertEqual(c.calls.map(\.calledName), ["b", "a", "c"])
    }

    func testStatementAfterAChainIsNotASuffix() {
        XCTAssertEqual(outlines("a.b()\n#if X\nc()\n#endif", depth: 1), ["postfixExpr(identifierExpr memberSuffix callSuffix)", "ifConfig(ifConfigClause)"])
    }

    func testClosureSignatures() throws {
        let closures = parsed("""
        a { item in item }
        b { x, y in }
        c { [weak self, x = y] (a: Int, b) async throws -> Bool in true }
        d { (a, b) in }
        e { @MainActor _ in }
        f { $0 }
        g { print(in1) }
        """).nodes(ofKind: .closureExpr).compactMap(ClosureSyntax.init)
        XCTAssertEqual(closures.map(\.parameterNames), [["item"], ["x", "y"], ["a", "b"], ["a", "b"], ["_"], [], []])
        XCTAssertEqual(outline(closures[2].signature!), "closureSignature(captureList(argument(modifier identifierExpr) argument(sequenceExpr(identifierExpr identifierExpr))) parameterClause(parameter(type) parameter) returnClause(type))")
        let captures = closures[2].signature!.child(.captureList)!.children(.argument).compactMap(ArgumentSyntax.init)
        XCTAssertEqual(captures.map { $0.ownership?.name }, ["weak", nil])
        XCTAssertEqual(captures.map { $0.expression?.text }, ["self", "x = y"])
        XCTAssertNil(closures[5].signature)
        XCTAssertEqual(closures[0].statements.map(\.text), ["item"])
    }

    func testMemberAccessForms() {
        XCTAssertEqual(outlines("""
        .leading
        x?.y!.z[0].0
        Foo<Int>.self
        \\Model.items[0].name
        \\.count
        [1, 2].map(String.init)
        ["a": 1, "b": 2]
        (a, b: c)
        f(&x, +)
        """, depth: 2), [
            "implicitMemberExpr",
            "postfixExpr(identifierExpr postfixOperatorSuffix memberSuffix postfixOperatorSuffix memberSuffix subscriptSuffix(argument) memberSuffix)",
            "postfixExpr(identifierExpr(genericArgumentClause) memberSuffix)",
            "keyPathExpr(subscriptSuffix(argument))",
            "keyPathExpr",
            "postfixExpr(arrayExpr(literalExpr literalExpr) memberSuffix callSuffix(argument))",
            "dictionaryExpr(dictionaryElement(stringLiteral literalExpr) dictionaryElement(stringLiteral literalExpr))",
            "tupleExpr(argument(identifierExpr) argument(identifierExpr))",
            "postfixExpr(identifierExpr callSuffix(argument argument))",
        ])
    }

    func testOperatorSequencesStayFlat() {
        XCTAssertEqual(outlines("x = a + b * -c ?? d as? Int ?? 0\ny = c ? a : b\nz = try await f() is T", depth: 1), [
            "sequenceExpr(identifierExpr identifierExpr identifierExpr prefixExpr identifierExpr type literalExpr)",
            "sequenceExpr(identifierExpr identifierExpr identifierExpr identifierExpr)",
            "sequenceExpr(identifierExpr tryExpr type)",
        ])
    }

    func testMacroExpansions() throws {
        XCTAssertEqual(outlines("""
        #Preview("Light") { ContentView() }
        let x = #selector(f(_:))
        if #available(iOS 17, *) {}
        #warning("fix me")
        """, depth: 2), [
            "macroExpansion(callSuffix(argument closureExpr))",
            "variableDecl(patternBinding(pattern initializerClause))",
            "ifExpr(macroExpansion(attributeArguments) codeBlock)",
            "macroExpansion(callSuffix(argument))",
        ])
        let preview = try XCTUnwrap(CallSyntax(try first(.callSuffix, in: "#Preview { V() }")))
        XCTAssertEqual(preview.calledName, "Preview")
    }

    func testStringInterpolationHoldsArguments() throws {
        let literal = try first(.stringLiteral, in: #"let s = "a\(x, specifier: "%d")b\(f { $0 })""#)
        XCTAssertEqual(outline(literal, depth: 2), "stringLiteral(argument(identifierExpr) argument(stringLiteral) argument(postfixExpr))")
    }

    func testRegexAndDivisionInTheTree() {
        XCTAssertEqual(outlines("let r = /a+/\nlet q = a / b / c", depth: 3), [
            "variableDecl(patternBinding(pattern initializerClause(literalExpr)))",
            "variableDecl(patternBinding(pattern initializerClause(sequenceExpr)))",
        ])
    }

    /// `tokenTextFirstIsUppercase` answers what the token's text answers, for ASCII and other starts.
    func testTokenTextFirstIsUppercaseAgreesWithTheText() {
        let tree = SyntaxTree("A a _ `B` \u{C9}t \u{E9}t A\u{301}b a\u{301}b \u{212B}x $0 1 X")
        XCTAssertGreaterThan(tree.tokens.count, 12)
        for i in tree.tokens.indices {
            XCTAssertEqual(tree.tokenTextFirstIsUppercase(i), tree.text(i).first?.isUppercase == true, tree.text(i))
        }
    }

    /// `calledNameIs` and `hasModifier` answer what comparing `calledName` and the modifiers'
    /// names would, for every kind of callee.
    func testNameChecksAgreeWithTheNames() {
        let tree = SyntaxTree("""
        #Preview { Text("a").sheet(isPresented: $b) { D() } }
        let a = f()(), b = .init(), c = x[0](), d = { }(), e = caf\u{E9}(), g = cafe\u{301}()
        let h = v
        #if A
            .padding()
        #endif
            .bar()
        public private(set) static var x = 0
        final class K { open override func f() {} }
        """)
        let calls = tree.nodes(ofKind: .callSuffix).compactMap(CallSyntax.init)
        let names = Set(calls.compactMap(\.calledName) + ["", "#Preview", "shee", "sheets", "café", "cafe\u{301}", "x"])
        XCTAssertEqual(calls.count, 13)
        for call in calls {
            for name in names { XCTAssertEqual(call.calledNameIs(name), call.calledName == name, "\(call.node.text) \(name)") }
            let spelled = call.calledNameToken.map { $0.afterPound ? String(tree.text($0.index).dropFirst()) : tree.text($0.index) }
            XCTAssertEqual(spelled, call.calledName, call.node.text)
        }
        let decls: [DeclarationSyntax] = tree.nodes(ofKind: .variableDecl).compactMap(VariableDeclSyntax.init)
            + tree.nodes(ofKind: .typeDecl).compactMap(TypeDeclSyntax.init) + tree.nodes(ofKind: .functionDecl).compactMap(FunctionDeclSyntax.init)
        XCTAssertEqual(decls.count, 5)
        for decl in decls {
            for name in ["", "public", "private", "static", "final", "open", "override", "set", "p"] {
                XCTAssertEqual(decl.hasModifier(name), decl.modifiers.contains { $0.name == name }, "\(decl.node.text) \(name)")
            }
        }
    }
}
