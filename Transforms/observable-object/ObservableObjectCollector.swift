import MigrationKit
import SwiftCST

/// Phase 1 for one file: every use of what only `ObservableObject` classes have (`$publishers`,
/// `_storage`, `objectWillChange`), every place that needs some type to be an
/// `ObservableObject` (generic constraints, existentials, property wrappers), suppression
/// comments on type declarations, and property wrappers applied to properties.
struct ObservableObjectCollector {
    let file: SourceFile
    var facet = ObservableObjectFacet()
    /// The types uses are in, read in source order.
    private var owners = OwnerTypeNames(qualified: true)

    init(file: SourceFile) {
        self.file = file
    }

    var tree: SyntaxTree { file.tree }

    mutating func collect() {
        let tree = self.tree
        for index in tree.tokens.indices {
            let token = tree.tokens[index]
            switch token.kind {
            case .dollarIdentifier:
                // `$0`: told from the bytes (most `$` names are closure parameters).
                if let next = characterAfterFirstByte(of: index), next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") { continue }
                let name = String(tree.text(index).dropFirst())
                guard !name.isEmpty, !name.firstIsNumber else { continue }
                recordUse(.projected(name), token: index)
            case .identifier:
                // Both names are 16 bytes long: most identifiers are not, and need no comparison.
                if token.end - token.start == 16, tree.tokenIs(index, "objectWillChange") {
                    recordUse(.objectWillChange, token: index)
                } else if token.end - token.start == 16, tree.tokenIs(index, "ObservableObject") {
                    recordRequirement(token: index)
                } else if token.end - token.start == 9, tree.tokenIs(index, "Published") {
                    recordSpelledPublisherType(token: index)
                } else if tree.bytes[Int(token.start)] == UInt8(ascii: "_"), token.end - token.start > 1 {
                    // `__x`, `_1`: told from the bytes.
                    if let next = characterAfterFirstByte(of: index), !Self.isASCIILetter(next) { continue }
                    let name = String(tree.text(index).dropFirst())
                    if name.firstIsLetter { recordUse(.storage(name), token: index) }
                }
            default:
                continue
            }
        }
        for node in tree.nodes(ofKind: .typeDecl) {
            recordSuppression(node)
            recordUnsplittableDeclaration(node)
            recordExtensionInitializers(node)
            if let decl = TypeDeclSyntax(node) {
                recordProtocolRequirements(decl)
                recordHandWrittenCoding(decl)
            }
        }
        for node in tree.nodes(ofKind: .postfixExpr) { recordConstructorCall(node) }
        for node in tree.nodes(ofKind: .genericArgumentClause) { recordSpecialization(node) }
        for node in tree.nodes(ofKind: .variableDecl) {
            recordWrapperUses(node)
            recordPublishedValueTypes(node)
            recordAppStorageBlocker(node)
            recordViewWrapperTypeName(node)
        }
    }

    /// The byte after token `index`'s first byte (its `$` or `_`) when that byte is a whole
    /// character (ASCII, followed by ASCII or the token's end), as `firstASCII` reads it; nil otherwise.
    private func characterAfterFirstByte(of index: Int) -> UInt8? {
        let range = tree.textRange(index)
        let next = range.lowerBound + 1
        guard next < range.upperBound, tree.bytes[next] < 0x80, next + 1 == range.upperBound || tree.bytes[next + 1] < 0x80 else { return nil }
        return tree.bytes[next]
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }

    func site(_ offset: Int) -> Site { Site(path: file.path, location: tree.location(of: offset)) }

    // MARK: Uses

    private mutating func recordUse(_ member: PublisherUse.Member, token: Int) {
        let node = tree.innermostNode(containingToken: token)
        let site = site(Int(tree.tokens[token].start))
        switch node.kind {
        case .identifierExpr:
            // Bare `$x`, `_x`, `objectWillChange`: a member of the enclosing type. Outside any
            // type, a bare `$x` is a local wrapper's (a #Preview's @State).
            let receiver = StaticTypeQuery.selfValue(inTypeAt: owners.name(of: node))
            if case .storage = member, LocalBinding.binds(tree.text(token), around: node) { return }
            if !receiver.isUnknown {
                facet.uses.append(PublisherUse(member: member, receiver: receiver, site: site, form: form(of: member, expression: node)))
            }
        case .memberSuffix:
            let receiver = StaticTypeQuery.receiver(ofMemberSuffix: node)
            // `_x` of another object is out of reach (the storage is private): only `self._x` counts.
            if case .storage = member, receiver != StaticTypeQuery.selfValue(inTypeAt: owners.name(of: node)) { return }
            let expression = member == .objectWillChange ? node : node.parent ?? node
            facet.uses.append(PublisherUse(member: member, receiver: receiver, site: site, form: form(of: member, expression: expression)))
        case .pattern where member == .objectWillChange:
            // `var objectWillChange = ...` declared by the type.
            if node.ancestor(.variableDecl)?.parent.map({ $0.kind == .memberBlock || $0.kind == .ifConfigClause }) == true {
                facet.uses.append(PublisherUse(member: .declaresObjectWillChange, receiver: StaticTypeQuery.selfValue(inTypeAt: owners.name(of: node)), site: site,
                                               form: WillChangeSend.of(node).map(PublisherUse.Form.send) ?? .value))
            }
        default:
            break
        }
    }

    /// How a `$name` projection is used: `expression` is the bare name or the postfix chain ending in it.
    private func form(of member: PublisherUse.Member, expression: Node) -> PublisherUse.Form {
        if member == .objectWillChange {
            if WillChangeForwarding.statement(forwardingChildAt: expression) != nil, let owner = ownerTypePath(of: expression) {
                return .forwarding(ownerPath: owner)
            }
            if expression.kind == .memberSuffix, WillChangeForwarding.isForwardedSend(expression) { return .forwardedSend }
            return WillChangeSend.of(expression).map(PublisherUse.Form.send) ?? WillChangeUse.of(expression).map(PublisherUse.Form.willChangeUse) ?? .value
        }
        if case .storage = member {
            return PublishedStorageInitialization(target: expression).map { .storageInitialization(mayFollowSubscription: $0.mayFollowSubscription) } ?? .value
        }
        guard case .projected = member else { return .value }
        if expression.kind == .postfixExpr, expression.firstChild?.kind == .keyPathExpr { return .keyPath }
        guard let first = expression.firstToken, first > 0 else { return .value }
        guard tree.tokenIs(first - 1, "&") else { return .value }
        return AssignSubscription.call(assigningTo: expression) != nil ? .assignment : .inoutArgument
    }

    /// `Published<T>.Publisher` (or `Published.Publisher`) at token `index`, spelled as a type.
    private mutating func recordSpelledPublisherType(token index: Int) {
        let tokens = tree.tokens
        var next = index + 1
        var valueType: String?
        if next < tokens.count, tokens[next].kind == .leftAngle {
            var depth = 0
            var close = next
            while close < tokens.count {
                if tokens[close].kind == .leftAngle { depth += 1 }
                if tokens[close].kind == .rightAngle { depth -= 1; if depth == 0 { break } }
                close += 1
            }
            guard close < tokens.count else { return }
            let node = tree.innermostNode(containingToken: index)
            let generics = visibleGenericParameters(at: node)
            if (next + 1..<close).contains(where: { tokens[$0].kind == .identifier && generics.contains(tree.text($0)) }) {
                // `Published<Value>.Publisher` in generic code may be any property's: no value type.
                guard next + 1 < close, close + 2 < tokens.count, tokens[close + 1].kind == .period, tree.tokenIs(close + 2, "Publisher") else { return }
                let parameter = PublisherParameter(spelledAt: index, in: tree)
                facet.spelledPublisherTypes.append(SpelledPublisherType(valueType: nil, site: site(Int(tokens[index].start)), isParameterType: parameter != nil,
                                                                        resultOf: parameter == nil ? resultDeclaration(of: node) : nil))
                return
            }
            valueType = (next + 1..<close).map { tree.text($0) }.joined()
            next = close + 1
        }
        guard next + 1 < tokens.count, tokens[next].kind == .period, tree.tokenIs(next + 1, "Publisher") else { return }
        let parameter = valueType == nil ? nil : PublisherParameter(spelledAt: index, in: tree)
        facet.spelledPublisherTypes.append(SpelledPublisherType(valueType: valueType, site: site(Int(tokens[index].start)),
                                                                isParameterType: parameter != nil))
    }

    /// Where the function or computed property is whose result type holds `type` (a node of
    /// the spelled type); nil for other places (a parameter, a stored property, a local).
    private func resultDeclaration(of type: Node) -> ClosedRange<Site>? {
        var declaration: Node?
        if let clause = type.ancestor(.returnClause), let function = clause.parent, function.kind == .functionDecl {
            declaration = function
        } else if let annotation = type.ancestor(.typeAnnotation), let binding = annotation.parent.flatMap(PatternBindingSyntax.init),
                  binding.isComputed, annotation.parent?.parent?.kind == .variableDecl {
            declaration = annotation.parent?.parent
        }
        guard let found = declaration else { return nil }
        return site(found.range.lowerBound)...site(found.range.upperBound)
    }

    // MARK: Declarations

    /// The value types of a class's `@Published` properties, for the publisher bridge.
    private mutating func recordPublishedValueTypes(_ node: Node) {
        guard let variable = VariableDeclSyntax(node), variable.attribute(named: "Published") != nil,
              let owner = ownerTypePath(of: node) else { return }
        for binding in variable.bindings {
            guard let name = binding.name else { continue }
            let property = PublishedProperty(type: TypeIdentity(owner), name: name)
            if let type = PublishedValueType.text(of: binding) {
                facet.publishedValueTypes[property] = type
            } else if let value = binding.initializer {
                facet.publishedInitialValues[property] = StaticTypeQuery.of(value)
            }
        }
    }

    /// `encode(to:)` and `init(from:)` written in a class or an extension: the `Codable`
    /// requirements the compiler does not synthesize from the stored properties.
    private mutating func recordHandWrittenCoding(_ decl: TypeDeclSyntax) {
        guard decl.introducer == .class || decl.introducer == .extension else { return }
        let functions = decl.functions
        guard let first = functions.first, let owner = ownerTypePath(of: first.node) else { return }
        var members: CodingMembers = []
        for function in functions {
            let labels = function.parameters.map(\.firstName)
            guard labels.count == 1 else { continue }
            if function.introducer == .`init`, labels[0] == "from" { members.insert(.decode) }
            if function.introducer == .func, function.name == "encode", labels[0] == "to" { members.insert(.encode) }
        }
        if !members.isEmpty { facet.handWrittenCoding[TypeIdentity(owner), default: []].formUnion(members) }
    }

    /// Why a class's `@AppStorage` property cannot become an observed computed property (`AppStorageProperty`).
    private mutating func recordAppStorageBlocker(_ node: Node) {
        guard let variable = VariableDeclSyntax(node), variable.attribute(named: "AppStorage") != nil, !variable.isStatic,
              node.parent?.kind == .memberBlock, let decl = node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init), decl.introducer == .class,
              let blocker = AppStorageProperty.blocker(of: variable, in: decl), let owner = ownerTypePath(of: node) else { return }
        let name = variable.bindings.first?.name ?? ""
        facet.appStorageBlockers[PublishedProperty(type: TypeIdentity(owner), name: name)] = blocker
    }

    private mutating func recordSuppression(_ node: Node) {
        guard !file.suppressions.isEmpty, let decl = TypeDeclSyntax(node), let first = node.firstToken else { return }
        let id = ObservableObjectTransform.id
        let lines = [tree.location(of: Int(tree.tokens[first].start)).line] + (decl.introducerToken.map { [tree.location(of: Int(tree.tokens[$0].start)).line] } ?? [])
        if lines.contains(where: { file.suppressions.isDisabled(id, onLine: $0) }) {
            facet.disabled.insert(Site(file.path, node))
        }
    }

    /// Property wrappers applied to properties (for wrappers that require an ObservableObject).
    private mutating func recordWrapperUses(_ node: Node) {
        guard let variable = VariableDeclSyntax(node) else { return }
        let wrappers = node.children(.attribute) { AttributeSyntax($0).flatMap { mayBeCustomWrapper($0) ? $0 : nil } }
        guard !wrappers.isEmpty else { return }
        let enclosingType = ownerTypePath(of: node)
        for binding in variable.bindings {
            guard let name = binding.name else { continue }
            let typeName = binding.typeAnnotation.flatMap { TypeIndexer.namePath(of: $0.node) } ?? binding.initializer.flatMap(TypeIndexer.constructedTypeName)
            for attribute in wrappers {
                facet.wrapperUses.append(WrapperUse(
                    wrapper: attribute.baseName, wrappedType: typeName, enclosingType: enclosingType, propertyName: name,
                    site: site(attribute.node.range.lowerBound)))
            }
        }
    }

    private mutating func recordUnsplittableDeclaration(_ node: Node) {
        guard let decl = TypeDeclSyntax(node), decl.introducer == .class else { return }
        for member in decl.members where member.kind == .variableDecl && Self.hasSeveralBindings(member) {
            guard let variable = VariableDeclSyntax(member), ClassMigration.isStoredInstanceVariable(variable) else { continue }
            if !MultipleBindings.canSplit(variable) {
                facet.unsplittableDeclarations[Site(file.path, node)] = Site(file.path, variable.node)
            }
        }
    }

    private mutating func recordExtensionInitializers(_ node: Node) {
        guard node.keyToken.map({ tree.tokens[$0].keyword == .extension }) == true, let decl = TypeDeclSyntax(node) else { return }
        for initializer in decl.functions where initializer.introducer == .`init` {
            guard let body = initializer.body else { continue }
            let tree = self.tree
            let names = Set(body.tokenRange.filter { tree.tokens[$0].kind == .identifier }.map { tree.text($0) })
            facet.extensionInitializers.append(ExtensionInitializer(typePath: TypeIndexer.path(of: decl), site: Site(file.path, initializer.node), names: names))
        }
    }

    /// True when a variable declaration has more than one binding (`var a = 0, b = 1`), told
    /// from its raw children (most have one: no binding list needs to be built to know).
    private static func hasSeveralBindings(_ variable: Node) -> Bool {
        let nodes = variable.tree.nodes
        var bindings = 0
        var child = nodes[Int(variable.index)].firstChild
        while child >= 0 {
            if nodes[Int(child)].kind == .patternBinding {
                bindings += 1
                if bindings > 1 { return true }
            }
            child = nodes[Int(child)].nextSibling
        }
        return false
    }

    /// Attributes that may be one of the project's property wrappers (not SwiftUI's, Combine's
    /// or Observation's, which never require an ObservableObject of their own).
    /// Read from the name's token bytes (`attribute.baseName`'s first character, then the list).
    private func mayBeCustomWrapper(_ attribute: AttributeSyntax) -> Bool {
        guard let token = attribute.baseNameToken, tree.tokenTextFirstIsUppercase(token) else { return false }
        let range = tree.textRange(token)
        return tree.bytes.withUnsafeBufferPointer { !Self.wellKnownAttributes.contains(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    private static let wellKnownAttributes = TokenNames([
        "Published", "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Environment",
        "AppStorage", "SceneStorage", "FocusState", "FocusedValue", "FocusedBinding", "FocusedObject",
        "GestureState", "Namespace", "FetchRequest", "SectionedFetchRequest", "Query", "Bindable",
        "ScaledMetric", "AccessibilityFocusState", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
        "MainActor", "ObservationIgnored", "ObservationTracked", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable",
        "NSCopying", "Sendable", "TaskLocal",
    ])
}
