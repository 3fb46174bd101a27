/// Client-level checks: access, modifiers, directives, attributes, and collisions among members.
extension SpecValidator {
    /// Validates a client; `nil` when it has no name (the parser has reported why).
    mutating func validateClient(_ decl: ClientDecl) -> ClientModel? {
        guard !decl.name.name.isEmpty else { return nil }
        checkIdentifier(decl.name)
        let access = clientAccess(decl.modifiers)
        let (directives, swiftAttributes) = splitDirectives(decl.attributes, on: .client)
        checkAttributeNames(swiftAttributes)
        checkCopiedAttributes(swiftAttributes, on: .client, access: access)
        let valuesProperty = keyName(directives)
        let style = clientStyle(directives)
        checkClientName(decl.name, style: style)
        let typeAliases = validateTypeAliases(of: decl, style: style)
        if !decl.bareResultRanges.isEmpty, !typeAliases.contains(where: { $0.name == "Result" }) {
            // In a method with a generic parameter named `Result`, the name is that parameter.
            let generic = decl.members.filter(\.hasGenericResult).map(\.range)
            for range in decl.bareResultRanges
            where !generic.contains(where: { $0.start <= range.start && range.end <= $0.end }) {
                diagnostics.report(.bareResult(client: decl.name.name), at: range)
            }
        }
        var qualified = decl
        if !typeAliases.isEmpty {
            let names = Set(typeAliases.map(\.name))
            qualified.members = decl.members.map { $0.qualifying(names, with: decl.name.name) }
        }
        self.typeAliases = ClientTypeAliases(owner: decl.name.name, aliases: typeAliases)
        for alias in typeAliases { checkFunctionTypeRules(in: alias.type, isParameter: false) }
        checkTypeAliasCycles(of: decl)
        let attributes = ClientAttributes(swiftAttributes.map(AttributeModel.init))
        nonisolatedRequirementNames = nonisolatedRequirementNames(
            of: decl.inheritance.flatMap(\.compositionParts), style: style, isolated: !attributes.globalActors.isEmpty)
        let members = validateMembers(of: qualified, style: style, access: access)
        for alias in decl.typeAliases where style == .struct && Self.structReservedNames.contains(alias.name.name) {
            diagnostics.report(.structReservedName(alias.name.name, declaration: "type alias"), at: alias.name.range)
        }
        // `AnyObject & Sendable` says what `AnyObject, Sendable` says, which the checks of each parent read.
        let (inheritance, markers) = markerParents(in: decl.inheritance.flatMap(\.compositionParts))
        let client = ClientModel(
            name: decl.name.name, nameRange: decl.name.range, declarationStart: decl.range.start, style: style,
            access: access, docLines: decl.docLines,
            attributes: attributes, inheritance: inheritance,
            members: members,
            names: GeneratedNames(client: decl.name.name, valuesProperty: valuesProperty),
            values: clientValues(directives),
            generatesNoop: generatesNoop(directives, style: style), typeAliases: typeAliases,
            condition: condition(of: decl.condition), markerParents: markers)
        if style == .protocol { checkLentClosures(of: members, client: decl.name.name) }
        if style == .struct, let actor = client.attributes.globalActors.first {
            checkIsolatedParameters(of: decl.members, actor: actor.name)
        }
        checkParents(of: client)
        return client
    }

    /// Reports the parents Swift rejects with the client's style and isolation: `Actor` on a struct or beside a
    /// global actor, `AnyObject` on a struct, and `AnyObject` twice.
    private mutating func checkParents(of client: ClientModel) {
        if let actor = client.inheritance.first(where: \.isActorProtocol) {
            if client.style == .struct {
                diagnostics.report(.structActor, at: actor.range)
            } else if let globalActor = client.attributes.globalActors.first {
                diagnostics.report(.actorWithGlobalActor(globalActor.description), at: actor.range)
            }
        } else if client.style == .struct, client.isClassBound,
            let anyObject = client.inheritance.first(where: { $0.isStandard("AnyObject") })
        {
            diagnostics.report(.structClassBound, at: anyObject.range)
        }
        if let second = client.inheritance.filter({ $0.isStandard("AnyObject") }).dropFirst().first {
            diagnostics.report(.duplicateName("AnyObject", among: "parents"), at: second.range)
        }
    }

    /// The inheritance without `@marker`, and the parents it marks: `client Key: @marker _NIOPreconcurrencySendable`
    /// says that the protocol (of another module) has no requirements. `@marker` takes no argument and only marks a
    /// protocol's name.
    private mutating func markerParents(in inheritance: [TypeSyntax]) -> (types: [TypeSyntax], markers: [MarkerParent])
    {
        guard inheritance.contains(where: \.isMarked) else { return (inheritance, []) }
        var types: [TypeSyntax] = []
        var markers: [MarkerParent] = []
        for type in inheritance {
            guard case .attributed(let attributes, let specifiers, let base) = type.kind,
                let marker = attributes.first(where: { $0.name == "marker" })
            else {
                types.append(type)
                continue
            }
            if let arguments = marker.arguments {
                diagnostics.report(.markerArgument, at: arguments.range)
            }
            let others = attributes.filter { $0.name != "marker" }
            var unmarked = base
            if !others.isEmpty || !specifiers.isEmpty {
                unmarked = TypeSyntax(
                    kind: .attributed(attributes: others, specifiers: specifiers, base: base), range: type.range)
            }
            guard base.isNominal, others.isEmpty, specifiers.isEmpty else {
                diagnostics.report(.markerOnNonProtocol(unmarked.description), at: marker.range)
                types.append(unmarked)
                continue
            }
            types.append(unmarked)
            markers.append(
                MarkerParent(
                    type: unmarked,
                    attributeRange: SourceRange(start: marker.range.start, end: base.range.start)))
        }
        return (types, markers)
    }

    /// Validates an import: only an access level may modify it.
    mutating func validateImport(_ decl: ImportDecl) -> ImportModel? {
        var access: ImportModel.Access?
        for modifier in decl.modifiers {
            guard let level = ImportModel.Access(rawValue: modifier.keyword.text), modifier.argument == nil else {
                diagnostics.report(.unsupportedModifier(modifier.keyword.text, on: "import"), at: modifier.range)
                continue
            }
            if access != nil { diagnostics.report(.duplicateModifier(modifier.keyword.text), at: modifier.range) }
            access = level
        }
        guard !decl.path.isEmpty else { return nil }
        for component in decl.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        where !Self.isValidIdentifier(component) || Keyword.isReservedWord(component) {
            diagnostics.report(.invalidModuleName(component), at: decl.range)
        }
        checkAttributeNames(decl.attributes)
        checkImportForm(decl)
        return ImportModel(
            attributes: decl.attributes.map(AttributeModel.init), access: access,
            kind: ImportModel.Kind(rawValue: decl.kind.text), path: decl.path, condition: decl.condition)
    }

    /// The attributes an import can have; only `@_spi` takes an argument.
    private static let importAttributes: Set<String> = [
        "preconcurrency", "testable", "_exported", "_implementationOnly", "_weakLinked", "_spiOnly", "_spi",
    ]

    /// Reports what the parser reads as an import but Swift does not: a scoped import without a declaration's name,
    /// an attribute imports do not take, or an argument where none is taken.
    private mutating func checkImportForm(_ decl: ImportDecl) {
        if decl.kind != .none, !decl.path.contains(".") {
            diagnostics.report(.scopedImportWithoutDeclaration(decl.kind.text), at: decl.range)
        }
        for attribute in decl.attributes {
            if !Self.importAttributes.contains(attribute.name) {
                diagnostics.report(.invalidImportAttribute(attribute.name), at: attribute.range)
            } else if (attribute.arguments != nil) != (attribute.name == "_spi") {
                diagnostics.report(.invalidImportAttributeArgument(attribute.name), at: attribute.range)
            }
        }
    }

    /// The values `@live`, `@preview` and `@test` give, with where they are written.
    private func clientValues(_ directives: WrittenDirectives) -> ClientValues {
        var values = ClientValues(
            live: directives.expression(.live), preview: directives.expression(.preview),
            test: directives.expression(.test))
        for directive in [Directive.live, .preview, .test] {
            if let attribute = directives[directive] {
                values.ranges[directive] = attribute.arguments?.range ?? attribute.range
            }
        }
        return values
    }

    private mutating func clientStyle(_ directives: WrittenDirectives) -> ClientStyle {
        guard let directive = directives[.style] else { return .protocol }
        guard let style = ClientStyle(rawValue: directives.expression(.style) ?? "") else {
            diagnostics.report(.invalidStyle, at: directive.arguments?.range ?? directive.range)
            return .protocol
        }
        return style
    }

    private mutating func clientAccess(_ modifiers: [Modifier]) -> AccessLevel {
        var access: AccessLevel?
        for modifier in modifiers {
            switch modifier.keyword {
            case .public, .package, .internal:
                if access != nil {
                    diagnostics.report(.duplicateModifier(modifier.keyword.text), at: modifier.range)
                }
                access = AccessLevel(rawValue: modifier.keyword.text)
            case .open, .private, .fileprivate:
                diagnostics.report(.invalidClientAccess(modifier.keyword.text), at: modifier.range)
            case .nonisolated where modifier.argument == nil:
                diagnostics.report(
                    .nonisolatedClient, at: modifier.range,
                    fixIts: [.removingAttribute(modifier.range, message: .removeModifier("nonisolated"), in: source)])
            default:
                diagnostics.report(.unsupportedModifier(modifier.keyword.text, on: "client"), at: modifier.range)
            }
        }
        return access ?? .internal
    }

    /// The `@key(name)` directive's name, if it is a valid identifier.
    private mutating func keyName(_ directives: WrittenDirectives) -> String? {
        guard let attribute = directives[.key], let bare = directives.value(.key)?.keyName else { return nil }
        guard Self.isValidIdentifier(bare) else {
            diagnostics.report(.invalidKeyName, at: attribute.arguments?.range ?? attribute.range)
            return nil
        }
        return bare
    }

    /// Separates directives from attributes to copy, reporting misplaced, repeated, argument-less and misspelt
    /// directives.
    mutating func splitDirectives(
        _ attributes: [Attribute],
        on declaration: DirectiveTarget
    ) -> (directives: WrittenDirectives, swiftAttributes: [Attribute]) {
        var directives = WrittenDirectives()
        var swiftAttributes: [Attribute] = []
        // A misspelt or argument-less directive is reported once and then counts as written, so that validation
        // does not go on to report it missing.
        for attribute in attributes {
            var directive = Directive(rawValue: attribute.name)
            if directive == nil, let suggestion = Directive.suggestion(forMisspelt: attribute.name) {
                diagnostics.report(
                    .misspeltDirective(attribute.name, suggestion: suggestion), at: attribute.range,
                    fixIts: [
                        FixIt(
                            .replaceDirective(attribute.name, with: suggestion.rawValue), range: attribute.nameRange,
                            replacement: suggestion.rawValue)
                    ])
                directive = suggestion
            }
            guard let directive else {
                swiftAttributes.append(attribute)
                continue
            }
            if directive.appliesToClients != (declaration == .client) {
                diagnostics.report(.misplacedDirective(directive, on: declaration), at: attribute.range)
            } else if directives[directive] != nil {
                diagnostics.report(.duplicateDirective(directive), at: attribute.range)
            } else {
                checkArgument(of: attribute, as: directive)
                directives.add(attribute, as: directive)
            }
        }
        return (directives, swiftAttributes)
    }
}

extension SpecValidator {
    /// Reports an attribute whose name is not an identifier: it is copied into the output, where `` @`A b` `` would
    /// read as two words.
    mutating func checkAttributeNames(_ attributes: [Attribute]) {
        for attribute in attributes where !Self.isValidIdentifier(attribute.name) {
            diagnostics.report(.invalidIdentifier(attribute.name), at: attribute.nameRange)
        }
    }

    /// Reports a directive written without the argument it needs, or with one it does not take. A misspelt directive
    /// has been reported already.
    private mutating func checkArgument(of attribute: Attribute, as directive: Directive) {
        guard Directive(rawValue: attribute.name) != nil else { return }
        let isEmpty = (attribute.arguments?.text.trimmingSpaces ?? "").isEmpty
        switch directive.argument {
        case .required where isEmpty:
            diagnostics.report(.missingDirectiveArgument(directive), at: attribute.range)
        case .none where attribute.arguments != nil:
            diagnostics.report(
                .unexpectedDirectiveArgument(directive), at: attribute.arguments?.range ?? attribute.range,
                fixIts: [
                    FixIt(
                        .removeDirectiveArgument,
                        range: SourceRange(start: attribute.nameRange.end, end: attribute.range.end), replacement: "")
                ])
        default:
            break
        }
    }
}

/// The kind of declaration a directive is written on.
enum DirectiveTarget: String {
    case client
    case member
    case typeAlias = "type alias"
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    package var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension TypeSyntax {
    /// Whether the type is written with `@marker`, as a parent without requirements.
    var isMarked: Bool {
        if case .attributed(let attributes, _, _) = kind { return attributes.contains { $0.name == "marker" } }
        return false
    }

    /// Whether the type is a name, or a member of one (`NIOCore.NIOSendable`), as a protocol is written.
    var isNominal: Bool {
        switch kind {
        case .named, .member: return true
        default: return false
        }
    }
}
