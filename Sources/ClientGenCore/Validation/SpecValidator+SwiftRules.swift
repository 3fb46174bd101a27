/// What Swift rejects in the declarations generated from a spec: attributes they could not carry, generic
/// requirements and isolation it forbids; and the standard requirements that are generated `nonisolated`.
extension SpecValidator {
    /// Where a checked attribute is written.
    enum AttributePlace {
        /// On a client: copied to its protocol or struct, key, doubles and mock.
        case client
        /// On a protocol client's member: copied to its requirement and implementations.
        case requirement
        /// On a struct client's member: copied to its closure property and method.
        case endpoint
    }

    /// Reports, each with a fix-it that removes it, an attribute Swift rejects on the declarations generated from
    /// its own: one that makes a member unavailable (which the generated code implements and calls), `@_spi` or
    /// `@backDeployed` on what is not public, and an attribute no protocol, type or requirement can carry.
    mutating func checkCopiedAttributes(_ attributes: [Attribute], on place: AttributePlace, access: AccessLevel) {
        for attribute in attributes {
            let message: DiagnosticMessage
            if place != .client,
                attribute.makesUnavailable || (place == .requirement && attribute.isPlatformUnavailable)
            {
                message = .unavailableMember
            } else if attribute.versionsWildcard {
                message = .wildcardAvailabilityVersion
            } else if Self.rejectedAttributes(on: place).contains(attribute.name) {
                message = .uncopiedAttribute(attribute.name, on: place == .client ? "client" : "member")
            } else if access != .public, attribute.name == "_spi" || attribute.name == "backDeployed" {
                message = .attributeNeedsPublic(attribute.name)
            } else {
                continue
            }
            reportRemovable(message, attribute)
        }
    }

    /// Reports `message` at an attribute, with a fix-it that removes it.
    mutating func reportRemovable(_ message: DiagnosticMessage, _ attribute: Attribute) {
        diagnostics.report(
            message, at: attribute.range,
            fixIts: [.removingAttribute(attribute.range, message: .removeDirective("@\(attribute.name)"), in: source)])
    }

    /// Attributes Swift rejects on every declaration generated from one written at `place`.
    private static func rejectedAttributes(on place: AttributePlace) -> Set<String> {
        switch place {
        // `@dynamicMemberLookup` stays allowed: a client's extras may declare its subscript.
        case .client:
            ["backDeployed", "Sendable", "unchecked", "globalActor", "objc", "nonobjc", "frozen"]
        // A mock implements a requirement over private state, which an inlinable body cannot use; a method isolated
        // to an actor (the client's, or the module's default) cannot be `@Sendable`.
        case .requirement:
            [
                "objc", "nonobjc", "usableFromInline", "_transparent", "inlinable", "_alwaysEmitIntoClient",
                "Sendable", "frozen",
            ]
        case .endpoint: ["objc", "nonobjc", "usableFromInline", "_transparent", "frozen"]
        }
    }

    /// Reports a same-type requirement that equates a generic parameter with anything but another's associated type
    /// (`T == Int`, `T == [U]`, `T == U`), which Swift rejects for making it non-generic.
    mutating func checkSameType(_ requirement: GenericRequirement, generics: GenericScope) {
        guard requirement.relation == .sameType else { return }
        for (side, other) in [(requirement.left, requirement.right), (requirement.right, requirement.left)] {
            guard case .named(let name, nil) = side.kind, generics.names.contains(name),
                !other.isAssociatedType(of: generics.names)
            else { continue }
            diagnostics.report(
                .nonGenericParameter("\(requirement.left) == \(requirement.right)", parameter: name),
                at: SourceRange(start: requirement.left.range.start, end: requirement.right.range.end))
            return
        }
    }

    /// Reports `@concurrent` or `nonisolated(nonsending)` on a member that is not `async`, which Swift rejects: both
    /// say where an `async` member runs. The fix-it leaves `nonisolated`, which a synchronous member means by either.
    mutating func checkAsyncIsolation(of decl: MemberDecl, isAsync: Bool, style: ClientStyle) {
        guard !isAsync else { return }
        if let attribute = decl.attributes.first(where: { $0.name == "concurrent" }) {
            diagnostics.report(.isolationNeedsAsync("@concurrent"), at: attribute.range)
        }
        // A struct endpoint's `nonisolated(nonsending)` is reported as no closure's.
        for modifier in decl.modifiers
        where style == .protocol && modifier.keyword == .nonisolated && modifier.argument == "nonsending" {
            diagnostics.report(
                .isolationNeedsAsync("nonisolated(nonsending)"), at: modifier.range,
                fixIts: [FixIt(.removeDirectiveArgument, range: modifier.argumentRange, replacement: "")])
        }
    }

    /// The requirements of the standard protocols among `inheritance` (`description` of `CustomStringConvertible`,
    /// `id` of `Identifiable`) that a protocol client without a global actor declares `nonisolated`, as the protocols
    /// require them: in a module with default `MainActor` isolation, the declarations generated for them would be the
    /// main actor's. A client isolated to a global actor writes `nonisolated` itself (its check has a fix-it).
    func nonisolatedRequirementNames(of inheritance: [TypeSyntax], style: ClientStyle, isolated: Bool) -> Set<String> {
        guard style == .protocol, !isolated else { return [] }
        return Set(
            inheritance.compactMap(RunResolver.standardName).flatMap { RunResolver.knownRequirementNames[$0] ?? [] })
    }
}

extension Modifier {
    /// Where the modifier's parenthesized argument is written: `(unsafe)` in `nonisolated(unsafe)`.
    var argumentRange: SourceRange {
        SourceRange(start: range.start + keyword.text.utf8.count, end: range.end)
    }
}

extension TypeSyntax {
    /// Whether the type is a member type of one of the generic parameters `names` (`T.Element`, `T.Sub.ID`).
    fileprivate func isAssociatedType(of names: Set<String>) -> Bool {
        guard case .member(let base, _, nil) = kind else { return false }
        if case .named(let name, nil) = base.kind { return names.contains(name) }
        return base.isAssociatedType(of: names)
    }
}

extension Attribute {
    /// The comma-separated arguments of an `@available(…)`, trimmed (`["*", "unavailable"]`); `nil` for another
    /// attribute.
    private var availabilityArguments: [String]? {
        guard name == "available", let arguments = arguments?.text else { return nil }
        return arguments.split(separator: ",").map { String($0).trimmingSpaces }
    }

    /// Whether it is `@available(*, …)` with a version (`introduced: 2`), which Swift warns has none to give.
    var versionsWildcard: Bool {
        guard let parts = availabilityArguments, parts.first == "*" else { return false }
        for part in parts.dropFirst() {
            for word in ["introduced", "deprecated", "obsoleted"] where part.hasPrefix(word) {
                if String(part.dropFirst(word.count)).trimmingSpaces.hasPrefix(":") { return true }
            }
        }
        return false
    }

    /// Whether the attribute is `@available(*, unavailable)`, or an `@available(swift, …)` that makes its
    /// declaration unavailable in some language mode: one introduced after Swift 5 (`@available(swift 6)`,
    /// `introduced: 6`), the oldest mode generated code supports, or obsoleted in any.
    var makesUnavailable: Bool {
        guard let parts = availabilityArguments, let platform = parts.first else { return false }
        if platform == "*" { return parts.dropFirst().contains("unavailable") }
        if platform.hasPrefix("swift ") { return !Self.isSwift5OrEarlier(String(platform.dropFirst(6))) }
        guard platform == "swift" else { return false }
        return parts.dropFirst().contains { part in
            if part.hasPrefix("introduced") {
                let version = String(part.dropFirst("introduced".count)).trimmingSpaces
                return !(version.hasPrefix(":") && Self.isSwift5OrEarlier(String(version.dropFirst())))
            }
            return part == "unavailable" || part.hasPrefix("obsoleted")
        }
    }

    /// Whether it is `@available(macOS, unavailable)` or `obsoleted:` on a platform, which Swift rejects on a
    /// requirement of a protocol that is not `@objc` when compiling for that platform.
    var isPlatformUnavailable: Bool {
        guard let parts = availabilityArguments, let platform = parts.first, platform != "*",
            !platform.hasPrefix("swift")
        else { return false }
        return parts.dropFirst().contains { $0 == "unavailable" || $0.hasPrefix("obsoleted") }
    }

    /// Whether a language version (`5`, `4.2`, `5.0`) is at most Swift 5.
    private static func isSwift5OrEarlier(_ version: String) -> Bool {
        let numbers = version.trimmingSpaces.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard let major = numbers.first ?? nil, numbers.allSatisfy({ $0 != nil }) else { return false }
        return major < 5 || (major == 5 && numbers.dropFirst().allSatisfy { $0 == 0 })
    }
}
