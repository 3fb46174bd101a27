import ClientGenCore

/// Which types of the inputs are known not to be `Sendable`, so that a drafted client's mock leaves parameters of
/// those types out of its recorded calls (`@unrecorded`) instead of failing to compile.
extension ImportInventory {
    /// Whether a type, as written, names a type the inputs declare that is not `Sendable`: a class that does not
    /// conform (and is not isolated to a global actor), a `public` or `package` struct or enum that does not conform
    /// (Swift infers `Sendable` only for internal ones), or a protocol that does not refine `Sendable`, unless it is
    /// one of `clients`, whose generated protocols are `Sendable`. Behind a type alias of the inputs or in a stored
    /// property, a closure that is not `@Sendable` and the types Swift never makes `Sendable` (`Any`, `NSObject`, ...)
    /// count too: the generator sees them where they are written, but not behind a name. `context` is the type the reference is written in,
    /// whose nested aliases it may name.
    func isKnownNonSendable(_ type: String, clients: SendabilityScope, context: String? = nil) -> Bool {
        isKnownNonSendable(type, clients: clients, context: context, isBehindName: false, depth: 0)
    }

    private func isKnownNonSendable(
        _ type: String,
        clients: SendabilityScope,
        context: String?,
        isBehindName: Bool,
        depth: Int
    ) -> Bool {
        guard depth < Self.maximumSendabilityDepth else { return false }
        if isBehindName, let closure = ClosureSignature(type: type) { return !closure.isSendable }
        let references = Self.typeReferences(in: type)
        // A value in a wrapper that makes it Sendable is Sendable, whatever it wraps.
        if let outer = references.first, Self.sendableWrappers.contains(outer) { return false }
        return references.contains { path in
            if isBehindName, Self.isNeverSendable(path) { return true }
            guard !clients.names.contains(Self.bareName(path)) else { return false }
            if let aliased = aliasedType(named: path, in: context) {
                return isKnownNonSendable(aliased, clients: clients, context: nil, isBehindName: true, depth: depth + 1)
            }
            if let declared = declaredType(named: path) {
                return !isSendable(declared, clients: clients, depth: depth + 1)
            }
            if !path.contains("."), let located = protocols[path] { return !refinesSendable(located.declaration) }
            return false
        }
    }

    /// How deep the checks follow aliases and stored properties: past it, a type is taken to be `Sendable`.
    static let maximumSendabilityDepth = 16

    /// Generic types that are `Sendable` whatever they hold.
    static let sendableWrappers: Set<String> = ["UncheckedSendable", "LockIsolated", "ActorIsolated", "Mutex"]

    /// Types that are never `Sendable`, as the generator knows them (generic ones by their names alone).
    static let nonSendableNames = TypeSyntax.knownNonSendableNames.union(TypeSyntax.knownNonSendableGenericNames)

    /// Whether a dotted path names a type that is never `Sendable`, by its name or qualified by the module declaring
    /// it (`Combine.AnyPublisher`); not a type nested in one (`CKRecord.ID`).
    static func isNeverSendable(_ path: String) -> Bool {
        if nonSendableNames.contains(path) { return true }
        guard let dot = path.firstIndex(of: "."), TypeSyntax.knownNonSendableModules.contains(String(path[..<dot]))
        else { return false }
        return nonSendableNames.contains(String(path[path.index(after: dot)...]))
    }

    /// The declarations of the inputs that conform a type to `client` and are not known to be `Sendable`: a conforming
    /// type that is not, or an extension conforming a type the inputs do not declare (`extension UserDefaults: …`).
    func nonSendableConformers(of client: String) -> [Located] {
        var found: [Located] = []
        for located in conformers[client] ?? [] {
            let declaration = located.declaration
            switch declaration.kind {
            case .classType, .structType, .enumType:
                // A class isolated to a global actor is Sendable, but its conformance to a protocol that is not
                // isolated is isolated, which a Sendable protocol cannot have.
                let isIsolated = declaration.attributes.contains { Self.isGlobalActor($0.name) }
                let type = NestedDeclaration(qualifiedName: declaration.name, located: located)
                let conforms =
                    isSendable(type, clients: .only(client), depth: 0) || passesSendableChecks(type, client: client)
                if !conforms || isIsolated { found.append(located) }
            case .extensionType:
                let name = Self.bareName(declaration.name)
                let known =
                    declaredType(named: name).map {
                        isSendable($0, clients: .none, depth: 0) || passesSendableChecks($0, client: client)
                    } ?? false
                if !known, conformances[name]?.contains(where: { $0.hasSuffix("Sendable") }) != true {
                    found.append(located)
                }
            default:
                continue
            }
        }
        return found
    }

    /// Whether a protocol of the inputs refines `Sendable` or is isolated to a global actor, so its conformers are
    /// already `Sendable`.
    func isSendableProtocol(_ declaration: SwiftDeclaration) -> Bool {
        refinesSendable(declaration) || declaration.attributes.contains { Self.isGlobalActor($0.name) }
    }

    /// Whether an attribute names a global actor, by the convention of their names (`MainActor`, `DatabaseActor`).
    static func isGlobalActor(_ name: String) -> Bool {
        name.first?.isUppercase == true && name.hasSuffix("Actor")
    }

    /// Whether a type of the inputs is `Sendable`: it conforms (or to a protocol refining it), it is an actor or a
    /// class isolated to a global actor, or it is an internal struct or enum whose stored properties are (as Swift infers). Each type is judged
    /// once per set of clients: a type that stores others many times over costs one look at each.
    private func isSendable(_ type: NestedDeclaration, clients: SendabilityScope, depth: Int) -> Bool {
        let key = "\(type.located.file):\(type.located.declaration.nameRange.start)"
        if let known = sendability.sendable(key, clients: clients) { return known }
        // A type that stores itself (through a class) is taken to be Sendable while it is being judged.
        sendability.record(key, clients: clients, isSendable: true)
        let result = judgeSendable(type, clients: clients, depth: depth)
        sendability.record(key, clients: clients, isSendable: result)
        return result
    }

    private func judgeSendable(_ type: NestedDeclaration, clients: SendabilityScope, depth: Int) -> Bool {
        let declaration = type.located.declaration
        // A protocol refining `Sendable` (`protocol Pinnable: Sendable`) makes its conformers `Sendable` too.
        if conformances[type.qualifiedName]?.contains(where: { refinesSendable(named: $0) }) == true { return true }
        switch declaration.kind {
        case .actorType: return true
        case .classType: return declaration.attributes.contains { Self.isGlobalActor($0.name) }
        default:
            guard declaration.accessModifier != "public", declaration.accessModifier != "package" else { return false }
            return storesSendableValues(type, clients: clients, depth: depth)
        }
    }

    /// Whether a type that conforms to a protocol that becomes `Sendable` passes the checks Swift makes of that
    /// conformance, though it is not `Sendable` by itself: a struct or enum of any access whose stored properties are
    /// `Sendable`, or a `final` class whose stored properties are `Sendable` constants and whose other supertypes
    /// are protocols the inputs declare, protocols of the standard library, or `NSObject`.
    private func passesSendableChecks(_ type: NestedDeclaration, client: String) -> Bool {
        let declaration = type.located.declaration
        guard storesSendableValues(type, clients: .only(client), depth: 0) else { return false }
        guard declaration.kind == .classType else { return true }
        let skimmer = files[type.located.file].skimmer
        let hasVariables = declaration.members.contains { member in
            guard member.kind == .variable, !member.isStatic else { return false }
            // A stored variable, or one with observers (`didSet`), which is stored too.
            guard let body = member.body else { return true }
            let accessors = skimmer.text(body).trimmingSpaces
            return accessors.hasPrefix("willSet") || accessors.hasPrefix("didSet")
        }
        let supertypesAreKnown = declaration.inheritance.map(Self.bareName).allSatisfy { name in
            name == client || protocols[name] != nil || Self.standardProtocols.contains(name)
        }
        return declaration.hasModifier("final") && !hasVariables && supertypesAreKnown
    }

    /// Protocols of the standard library a `Sendable` class may conform to, and the one superclass it may have.
    static let standardProtocols: Set<String> = [
        "NSObject", "Equatable", "Hashable", "Comparable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Codable", "Encodable", "Decodable", "Error", "LocalizedError",
    ]

    /// Whether none of a type's stored properties is of a type known not to be `Sendable`.
    private func storesSendableValues(_ type: NestedDeclaration, clients: SendabilityScope, depth: Int) -> Bool {
        let declaration = type.located.declaration
        let skimmer = files[type.located.file].skimmer
        return !declaration.members.contains { member in
            guard member.kind == .variable || member.kind == .constant, !member.isStatic, member.body == nil,
                let stored = skimmer.propertyType(of: member)
            else { return false }
            return isKnownNonSendable(
                skimmer.text(stored), clients: clients, context: type.qualifiedName, isBehindName: true,
                depth: depth + 1)
        }
    }

    /// Whether a protocol refines `Sendable`, directly or through protocols of the inputs (each looked at once).
    private func refinesSendable(_ declaration: SwiftDeclaration) -> Bool {
        declaration.inheritance.map(Self.bareName).contains { refinesSendable(named: $0) }
    }

    /// Whether the protocol `root` names is `Sendable` or refines it through protocols of the inputs: a walk of its
    /// ancestors, iterative (a chain of 20,000 protocols must not overflow the stack) and remembered for each
    /// protocol it passes, so that every protocol of the inputs is judged once, not once per descendant.
    private func refinesSendable(named root: String) -> Bool {
        if root.hasSuffix("Sendable") { return true }
        if let known = sendability.refinesSendable[root] { return known }
        guard let declaration = protocols[root]?.declaration else { return false }
        /// A protocol being judged, and how far through its parents the walk is.
        struct Frame {
            var name: String
            var parents: [String]
            var next = 0
            var refines = false
        }
        // A protocol being judged counts as not refining Sendable when met again (an inheritance cycle).
        sendability.refinesSendable[root] = false
        var stack = [Frame(name: root, parents: declaration.inheritance.map(Self.bareName))]
        while let top = stack.last {
            if top.refines || top.next == top.parents.count {
                stack.removeLast()
                sendability.refinesSendable[top.name] = top.refines
                if top.refines, !stack.isEmpty { stack[stack.count - 1].refines = true }
                continue
            }
            let parent = top.parents[top.next]
            stack[stack.count - 1].next += 1
            if parent.hasSuffix("Sendable") || sendability.refinesSendable[parent] == true {
                stack[stack.count - 1].refines = true
            } else if sendability.refinesSendable[parent] == nil, let located = protocols[parent] {
                sendability.refinesSendable[parent] = false
                stack.append(Frame(name: parent, parents: located.declaration.inheritance.map(Self.bareName)))
            }
        }
        return sendability.refinesSendable[root] ?? false
    }

    /// The types a type as written names, each as its dotted path: `[String: FetchQuery<Item>]` → `String`,
    /// `FetchQuery`, `Item`; `Ops.list.Input` → `Ops.list.Input`.
    static func typeReferences(in type: String) -> [String] {
        var references: [String] = []
        var current = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || (character == "." && !current.isEmpty) {
                current.append(character)
                continue
            }
            if !current.isEmpty { references.append(current) }
            current = ""
        }
        if !current.isEmpty { references.append(current) }
        return references.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }.filter {
            !$0.isEmpty && $0.first?.isNumber == false
        }
    }
}

/// The clients a sendability check takes to be `Sendable` (their generated protocols are), and a key naming the set,
/// so that what the checks found is remembered per set without hashing it on every look.
struct SendabilityScope {
    var key: String
    var names: Set<String>

    /// The clients imported in a run, which every check of the run takes alike.
    static func run(_ names: Set<String>) -> SendabilityScope {
        SendabilityScope(key: "run", names: names)
    }

    /// One client.
    static func only(_ name: String) -> SendabilityScope {
        SendabilityScope(key: "only:" + name, names: [name])
    }

    /// No client.
    static let none = SendabilityScope(key: "none", names: [])
}

/// What the checks of one import found about the types of the inputs: whether each is `Sendable`, by scope, and whether
/// each struct holds closures; a reference, so that the checks can remember while the inventory they belong to is a
/// value.
final class SendabilityMemo {
    private var judged: [String: Bool] = [:]
    /// Whether each protocol of the inputs refines `Sendable`, by name.
    var refinesSendable: [String: Bool] = [:]
    /// Whether a struct holds a closure property, by its file and name's offset.
    var closureStructs: [String: Bool] = [:]

    func sendable(_ key: String, clients: SendabilityScope) -> Bool? {
        judged[clients.key + "|" + key]
    }

    func record(_ key: String, clients: SendabilityScope, isSendable: Bool) {
        judged[clients.key + "|" + key] = isSendable
    }
}
