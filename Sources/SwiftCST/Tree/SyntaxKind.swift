/// The kind of a node in the concrete syntax tree.
public enum SyntaxKind: UInt8, CaseIterable, Sendable {
    case sourceFile
    /// Tokens the parser could not place; it holds them so no byte is lost.
    case unknown

    // Blocks and conditional compilation.
    case codeBlock                // { statements }
    case memberBlock              // { members }
    case ifConfig                 // #if ... #endif, in any list (statements, members, cases, postfix chains)
    case ifConfigClause           // #if cond / #elseif cond / #else, with the elements it guards

    // Attributes and modifiers.
    case attribute                // @Name or @Name(arguments)
    case attributeArguments       // the (...) of an attribute
    case attributeList            // attributes with no declaration after them (inside an #if clause)
    case modifier                 // public, private(set), final, static, ...

    // Declarations.
    case importDecl
    case typeDecl                 // class, struct, enum, actor, protocol, extension
    case variableDecl             // let / var with one or more pattern bindings
    case patternBinding           // pattern [: Type] [= value] [{ accessors }]
    case pattern                  // the pattern of a binding: name, (a, b), _
    case typeAnnotation           // : Type
    case initializerClause        // = value
    case accessorBlock            // { get set }, { didSet { } }, or a getter's statements
    case accessor                 // get { }, set(v) { }, didSet { }, willSet { }, _modify { }
    case functionDecl             // func, init, deinit, subscript
    case parameterClause          // ( parameters )
    case parameter
    case returnClause             // -> Type
    case genericParameterClause   // <T: P>
    case genericArgumentClause    // <Int> after a type or expression name
    case genericWhereClause       // where T: P
    case inheritanceClause        // : A, B
    case inheritedType
    case typealiasDecl
    case associatedtypeDecl
    case enumCaseDecl
    case enumCaseElement
    case operatorDecl
    case precedenceGroupDecl
    case macroDecl

    // Statements.
    case ifExpr
    case guardStmt
    case forStmt
    case whileStmt
    case repeatStmt
    case switchExpr
    case switchCase
    case doStmt
    case catchClause
    case returnStmt
    case throwStmt
    case deferStmt
    case jumpStmt                 // break, continue, fallthrough, yield, discard
    case labeledStmt
    case optionalBinding          // let x = y / var x / let x: T = y (in a condition)
    case matchingPattern          // case .a(let x) = y (in a condition)

    // Expressions.
    case sequenceExpr             // operands and infix operators, flat, without precedence
    case prefixExpr               // -x, !x, &x
    case tryExpr                  // try x, try? x, try! x
    case awaitExpr                // await x (also consume, copy, each, repeat)
    case patternExpr              // let x / var x / is T inside a pattern
    case identifierExpr           // x, self, Self, $0, Foo<Int>
    case literalExpr              // 1, 1.5, true, nil, regex
    case stringLiteral            // "a\(b)c", with interpolations as argument children
    case postfixExpr              // a primary followed by suffixes: .a (b) [c] ! ? { }
    case memberSuffix             // .name
    case callSuffix               // (arguments) and/or trailing closures
    case subscriptSuffix          // [arguments]
    case postfixOperatorSuffix    // !, ?, ++
    case declNameArguments        // (label:other:) naming a function: schedule(delay:action:)
    case argument                 // [label:] expression, in calls, subscripts, tuples, interpolations
    case labeledClosure           // label: { } (an additional trailing closure)
    case closureExpr              // { [signature in] statements }
    case closureSignature         // [captures] (params) -> T in
    case captureList              // [weak self, x = y]
    case tupleExpr                // (a, b), (x)
    case arrayExpr                // [a, b]
    case dictionaryExpr           // [a: b], [:]
    case dictionaryElement        // key: value
    case keyPathExpr              // \Type.a.b, \.a
    case implicitMemberExpr       // .name
    case macroExpansion           // #name(arguments) { }, #available(...), #Preview { }
    case operatorReference        // an operator used as a value: reduce(0, +)

    // Types.
    case type                     // a whole type: T, [T], T?, (A) -> B, some P, A & B, Foo<T>.Bar
}
