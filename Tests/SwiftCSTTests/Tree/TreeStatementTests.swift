import SwiftCST
import XCTest

/// Statements: conditions, loops, switch with patterns, `#if` in statement lists and
/// switch cases, error handling, labels.
final class TreeStatementTests: XCTestCase {
    func testIfConditions() {
        XCTAssertEqual(outlines("""
        if let x, var y = f(), let z: Int = g(), case .some(let w) = h, a > b, items.contains(where: { $0 > 1 }) {
        } else if c {
        } else {
        }
        """, depth: 2), [
            "ifExpr(optionalBinding(pattern) optionalBinding(pattern initializerClause) optionalBinding(pattern typeAnnotation initializerClause) matchingPattern(postfixExpr initializerClause) sequenceExpr(identifierExpr identifierExpr) postfixExpr(identifierExpr memberSuffix callSuffix) codeBlock ifExpr(identifierExpr codeBlock codeBlock))",
        ])
    }

    func testTheBodyBraceIsNotATrailingClosure() {
        XCTAssertEqual(outlines("if x.isEmpty { return }\nwhile let next = it.next() { }\nguard ok else { return }", depth: 1), [
            "ifExpr(postfixExpr codeBlock)", "whileStmt(optionalBinding codeBlock)", "guardStmt(identifierExpr codeBlock)",
        ])
        // A closure after a comma in a condition list is an expression.
        XCTAssertEqual(outlines("if a, { true }() { }", depth: 2), ["ifExpr(identifierExpr postfixExpr(closureExpr callSuffix) codeBlock)"])
    }

    func testLoops() {
        XCTAssertEqual(outlines("""
        for (i, x) in xs.enumerated() where x > 0 { }
        for case let .some(v) in values { }
        for try await line in url.lines { }
        repeat { n += 1 } while n < 10
        outer: for x in xs { continue outer }
        """, depth: 1), [
            "forStmt(tupleExpr postfixExpr sequenceExpr codeBlock)",
            "forStmt(patternExpr identifierExpr codeBlock)",
            "forStmt(identifierExpr postfixExpr codeBlock)",
            "repeatStmt(codeBlock sequenceExpr)",
            "labeledStmt(forStmt)",
        ])
    }

    func testSwitchWithPatterns() throws {
        let source = """
        switch (route, flag) {
        case (.home, _), (.settings, true):
            break
        case let (.detail(id), value) where id > 0:
            show(id)
            fallthrough
        case .other(let a, var b) as Route:
            b = a
        case is Int, 1...5, "x":
            return
        @unknown default:
            fatalError()
        }
        """
        let switchNode = try first(.switchExpr, in: source)
        let cases = switchNode.children(.switchCase)
        XCTAssertEqual(cases.count, 5)
        XCTAssertEqual(cases.map { $0.keyToken.map($0.tree.text) }, ["case", "case", "case", "case", "default"])
        XCTAssertEqual(outline(cases[1], depth: 1), "switchCase(patternExpr sequenceExpr postfixExpr jumpStmt)")
        XCTAssertEqual(outline(cases[3], depth: 1), "switchCase(patternExpr sequenceExpr stringLiteral returnStmt)")
        XCTAssertEqual(outline(cases[4], depth: 1), "switchCase(attribute postfixExpr)")
    }

    func testIfConfigInStatementListsAndSwitchCases() throws {
        let source = """
        func f() {
            #if DEBUG
            log()
            #endif
            switch x {
            case 1: a()
            #if os(iOS)
            case 2: b()
            #else
            case 3: c()
            #endif
            default:
                #if DEBUG
                d()
                #endif
            }
        }
        """
        XCTAssertEqual(outlines(source, depth: 6), [
            "functionDecl(parameterClause codeBlock(ifConfig(ifConfigClause(identifierExpr postfixExpr(identifierExpr callSuffix))) " +
            "switchExpr(identifierExpr switchCase(literalExpr postfixExpr(identifierExpr callSuffix)) " +
            "ifConfig(ifConfigClause(postfixExpr(identifierExpr callSuffix) switchCase(literalExpr postfixExpr)) ifConfigClause(switchCase(literalExpr postfixExpr))) " +
            "switchCase(ifConfig(ifConfigClause(identifierExpr postfixExpr))))))",
        ])
    }

    func testErrorHandlingAndOtherStatements() {
        XCTAssertEqual(outlines("""
        do throws(MyError) {
            try f()
        } catch let error as MyError where error.isFatal {
        } catch {
        }
        defer { cleanup() }
        throw E.bad
        return
        """, depth: 1), [
            "doStmt(type codeBlock catchClause catchClause)", "deferStmt(codeBlock)", "throwStmt(postfixExpr)", "returnStmt",
        ])
    }

    func testIfAndSwitchAsExpressions() {
        XCTAssertEqual(outlines("let x = if a { 1 } else { 2 }\nlet y = switch b { case .c: 1 default: 2 }", depth: 4), [
            "variableDecl(patternBinding(pattern initializerClause(ifExpr(identifierExpr codeBlock codeBlock))))",
            "variableDecl(patternBinding(pattern initializerClause(switchExpr(identifierExpr switchCase switchCase))))",
        ])
    }

    func testStrayClosingBraceBecomesUnknown() {
        let tree = parsed("a()\n}\nb()")
        XCTAssertEqual(tree.root.children.map(\.kind), [.postfixExpr, .unknown, .postfixExpr])
        XCTAssertEqual(tree.unknownNodeCount, 1)
    }

    func testUnbalancedInputKeepsEveryToken() {
        let sources = ["func f() {", "f(a, b", "[1, 2", "#if X\nlet a = 1", "#endif\n#else", "class {", "} } )", "let x = (", "a.b.(c",
                       // Each of these once crashed the parser.
                       "var a: Int { @", "var a: Int { @A(", "[: 1]", "[a, : b]"]
        for source in sources {
            let tree = parsed(source)
            // Every token the lexer made (the end of file included) lies in the tree.
            XCTAssertEqual(tree.root.tokenRange, tree.tokens.indices, source)
        }
    }
}
