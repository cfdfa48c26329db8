import SwiftCST
import XCTest

/// Variables (bindings, annotations, initializers, accessors) and functions, initializers
/// and subscripts with their bodies.
final class TreeMemberDeclTests: XCTestCase {
    private func variable(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> VariableDeclSyntax {
        try XCTUnwrap(VariableDeclSyntax(try first(.variableDecl, in: source, file: file, line: line)), file: file, line: line)
    }

    private func function(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> FunctionDeclSyntax {
        try XCTUnwrap(FunctionDeclSyntax(try first(.functionDecl, in: source, file: file, line: line)), file: file, line: line)
    }

    func testStoredPropertyWithAttributesModifiersAnnotationAndInitializer() throws {
        let v = try variable("@Published private(set) var items: [String: Int]? = [:]")
        XCTAssertEqual(v.attributes.map(\.name), ["Published"])
        XCTAssertEqual(v.modifiers.map(\.name), ["private"])
        XCTAssertEqual(v.modifiers.first?.detail, "set")
        XCTAssertFalse(v.isLet)
        XCTAssertEqual(v.name, "items")
        let binding = try XCTUnwrap(v.bindings.first)
        XCTAssertEqual(binding.typeAnnotation?.text, "[String:Int]?")
        XCTAssertEqual(binding.typeAnnotation?.isOptional, true)
        XCTAssertEqual(binding.initializer?.kind, .dictionaryExpr)
        XCTAssertFalse(binding.isComputed)
    }

    func testSeveralBindingsAndPatterns() throws {
        let v = try variable("static let a = 1, b: Int = 2, (c, d) = (3, 4), _ = 5")
        XCTAssertTrue(v.isLet)
        XCTAssertTrue(v.isStatic)
        XCTAssertEqual(v.bindings.map(\.name), ["a", "b", nil, "_"])
        XCTAssertEqual(v.bindings.map { $0.node.child(.pattern)?.text }, ["a", "b", "(c, d)", "_"])
        XCTAssertNil(v.name)
    }

    func testBindingNamesLoseOnlyTheirBackticks() throws {
        XCTAssertEqual(try variable("var `default` = 1").name, "default")
        XCTAssertEqual(try variable("var `ἀβγ` = 1").name, "ἀβγ")
        // U+1FEF (GREEK VARIA) is canonically a backtick: not a quoted name.
        XCTAssertEqual(try variable("var \u{1FEF}abc = 1").name.map { Array($0.utf8) }, Array("\u{1FEF}abc".utf8))
    }

    func testAttributeWithArgumentsOnAVariable() throws {
        let v = try variable("@Environment(\\.dismiss) private var dismiss")
        XCTAssertEqual(v.attributes.first?.arguments.first?.expression?.kind, .keyPathExpr)
        let w = try variable("@AppStorage(\"key\", store: .standard) var flag = false")
        XCTAssertEqual(w.attributes.first?.arguments.map(\.label), [nil, "store"])
        let x = try variable("@SwiftUI.State var y: Int")
        XCTAssertEqual(x.attributes.first?.name, "SwiftUI.State")
        XCTAssertEqual(x.attributes.first?.baseName, "State")
    }

    func testObservers() throws {
        let v = try variable("""
        var value = 0 {
            willSet(newTotal) { print(newTotal) }
            didSet { print(oldValue) }
        }
        """)
        let accessors = try XCTUnwrap(v.bindings.first?.accessorBlock).accessors
        XCTAssertEqual(accessors.map(\.kind), [.willSet, .didSet])
        XCTAssertEqual(accessors.map { $0.body != nil }, [true, true])
        XCTAssertEqual(outline(accessors[0].node, depth: 1), "accessor(parameterClause codeBlock)")
        XCTAssertFalse(v.bindings[0].isComputed)
        XCTAssertTrue(v.bindings[0].accessorTraits == (isComputed: false, hasObservers: true))
        XCTAssertTrue(try variable("var value = 0").bindings[0].accessorTraits == (isComputed: false, hasObservers: false))
    }

    func testComputedProperties() throws {
        let getterBody = try variable("var count: Int { items.count }")
        XCTAssertEqual(getterBody.bindings.first?.accessorBlock?.isGetterBody, true)
        XCTAssertEqual(getterBody.bindings.first?.isComputed, true)
        XCTAssertTrue(getterBody.bindings[0].accessorTraits == (isComputed: true, hasObservers: false))

        let getSet = try variable("""
        var name: String {
            @MainActor get async throws { _name }
            nonmutating set(value) { _name = value }
        }
        """)
        let accessors = try XCTUnwrap(getSet.bindings.first?.accessorBlock).accessors
        XCTAssertEqual(accessors.map(\.kind), [.get, .set])
        XCTAssertTrue(getSet.bindings[0].accessorTraits == (isComputed: true, hasObservers: false))
        XCTAssertEqual(outline(accessors[0].node, depth: 1), "accessor(attribute codeBlock)")
        XCTAssertEqual(outline(accessors[1].node, depth: 1), "accessor(modifier parameterClause codeBlock)")

        let body = try variable("var body: some View {\n  VStack { Text(\"a\") }\n}")
        XCTAssertEqual(body.bindings.first?.typeAnnotation?.text, "someView")
        XCTAssertEqual(body.bindings.first.map { outline($0.accessorBlock!.node) },
                       "accessorBlock(postfixExpr(identifierExpr callSuffix(closureExpr(postfixExpr(identifierExpr callSuffix(argument(stringLiteral)))))))")
    }

    func testProtocolRequirements() throws {
        let decl = try XCTUnwrap(TypeDeclSyntax(try first(.typeDecl, in: """
        protocol Store {
            var state: Int { get set }
            var name: String { get async throws }
            static var shared: Self { get }
            func load() async throws -> Int
            init?(raw: String)
            subscript(key: String) -> Int { get }
        }
        """)))
        XCTAssertEqual(decl.variables.map { $0.bindings[0].accessorBlock?.accessors.map(\.kind) }, [[.get, .set], [.get], [.get]])
        XCTAssertEqual(decl.functions.map(\.name), ["load", "init", "subscript"])
        XCTAssertTrue(decl.functions.allSatisfy { $0.node.child(.codeBlock) == nil })
    }

    func testFunctionWithEverything() throws {
        let f = try function("""
        @discardableResult
        public static func merge<T: Sequence>(_ items: T, into target: inout [T.Element], by key: (T.Element) throws -> Int = { _ in 0 }, _ rest: Int...) async rethrows -> [Int] where T.Element: Hashable {
            return []
        }
        """)
        XCTAssertEqual(f.name, "merge")
        XCTAssertEqual(f.attributes.map(\.name), ["discardableResult"])
        XCTAssertEqual(f.modifiers.map(\.name), ["public", "static"])
        XCTAssertEqual(f.parameters.map(\.firstName), ["_", "into", "by", "_"])
        XCTAssertEqual(f.parameters.map(\.name), ["items", "target", "key", "rest"])
        XCTAssertEqual(f.parameters.map { $0.type?.text }, ["T", "inout[T.Element]", "(T.Element)throws->Int", "Int..."])
        XCTAssertEqual(f.parameters[2].defaultValue?.kind, .closureExpr)
        XCTAssertEqual(f.returnType?.text, "[Int]")
        XCTAssertEqual(outline(f.node, depth: 1),
                       "functionDecl(attribute modifier modifier genericParameterClause parameterClause returnClause genericWhereClause codeBlock)")
        XCTAssertEqual(f.body.map { outline($0) }, "codeBlock(returnStmt(arrayExpr))")
    }

    func testInitializersDeinitAndSubscripts() throws {
        let tree = parsed("""
        class C {
            convenience init?(x: Int) { self.init() }
            required init!() {}
            deinit { print("bye") }
            subscript(index: Int) -> Int {
                get { storage[index] }
                set { storage[index] = newValue }
            }
            subscript<T>(key: T) -> T { key }
        }
        """)
        XCTAssertEqual(tree.unknownNodeCount, 0)
        let functions = tree.nodes(ofKind: .functionDecl).compactMap(FunctionDeclSyntax.init)
        XCTAssertEqual(functions.map(\.name), ["init", "init", "deinit", "subscript", "subscript"])
        XCTAssertEqual(functions.map { $0.body?.kind }, [.codeBlock, .codeBlock, .codeBlock, .accessorBlock, .accessorBlock])
        XCTAssertEqual(AccessorBlockSyntax(functions[3].body!)?.accessors.map(\.kind), [.get, .set])
        XCTAssertEqual(AccessorBlockSyntax(functions[4].body!)?.isGetterBody, true)
        XCTAssertEqual(functions[0].modifiers.map(\.name), ["convenience"])
    }

    func testOperatorFunctions() throws {
        let tree = parsed("""
        static func == (lhs: A, rhs: A) -> Bool { true }
        prefix func -(x: A) -> A { x }
        static func <<T>(a: T, b: T) -> Bool { false }
        static func ==<T>(a: T, b: T) -> Bool { false }
        """)
        XCTAssertEqual(tree.unknownNodeCount, 0, tree.dump())
        let functions = tree.nodes(ofKind: .functionDecl).compactMap(FunctionDeclSyntax.init)
        XCTAssertEqual(functions.map(\.name), ["==", "-", "<", "=="])
        XCTAssertEqual(functions.map { outline($0.node, depth: 1) }, [
            "functionDecl(modifier parameterClause returnClause codeBlock)", "functionDecl(modifier parameterClause returnClause codeBlock)",
            "functionDecl(modifier genericParameterClause parameterClause returnClause codeBlock)",
            "functionDecl(modifier genericParameterClause parameterClause returnClause codeBlock)",
        ])
    }

    func testLocalDeclarationsInBodies() {
        XCTAssertEqual(outlines("""
        func f() {
            let x = 1
            struct Local {}
            func g() {}
            lazy var y = 2
        }
        """, depth: 2), ["functionDecl(parameterClause codeBlock(variableDecl typeDecl functionDecl variableDecl))"])
    }
}
