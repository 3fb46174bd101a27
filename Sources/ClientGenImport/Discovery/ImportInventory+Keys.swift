import ClientGenCore

/// How an app registers a client: its key, accessor and live, test and preview values.
extension ImportInventory {
    /// A static value of a key (`static let liveValue = LiveWeatherClient()`).
    struct KeyValue {
        /// The expression, as written: the initial value, or the one expression of a computed value's body.
        var expression: String
        /// Whether it is one expression, which a directive can hold; a computed value with statements is not.
        var isExpression: Bool
        var location: Located
    }

    /// The registration of one client.
    struct Registration {
        var accessor: Accessor?
        /// The key types and the extensions that make a type a key.
        var keys: [Located] = []
        var live: KeyValue?
        var test: KeyValue?
        var preview: KeyValue?
        /// Live and preview values declared under `#if` (`#if DEBUG static let previewValue = …`), which a
        /// directive, always compiled, cannot say: they move to the extras file under their conditions.
        var conditionalValues: [ConditionalKeyValue] = []
        /// Values declared as static members of plain extensions of a struct client or of a key (`extension Client {
        /// static let testValue = Self() }`), which the generated key declares instead.
        var looseValues: [LooseValue] = []
    }

    /// A key value declared in a plain extension, and the type that extension extends (`Client`, `WeatherKey`).
    struct LooseValue {
        var located: Located
        var owner: String
    }

    /// A key value declared under `#if`, with the conditions of its declaration and of the extension holding it.
    struct ConditionalKeyValue {
        var value: KeyValue
        var condition: String
        /// Whether it is the live value, whose extension makes the key a `DependencyKey`.
        var isLive: Bool
    }

    /// Finds the accessor, keys and values registering a client.
    func registration(of client: String) -> Registration {
        var registration = Registration()
        registration.accessor = accessorsByValue[client]
        if let entry = registration.accessor?.entry {
            registration.live = entry.live
            registration.preview = entry.preview
            registration.test = entry.test
        }
        var keyNames = [client]
        if let key = registration.accessor?.keyName, key != client { keyNames.append(key) }
        for name in keysByValue[client] ?? [] where !keyNames.contains(name) { keyNames.append(name) }
        for name in keyNames {
            for key in keys[name] ?? [] {
                registration.keys.append(key)
                readValues(of: key, into: &registration)
            }
        }
        for name in keyNames { readLooseValues(of: name, into: &registration) }
        return registration
    }

    /// The key values in the extensions of the client (or of one of its keys) that do not make it a key, read where
    /// no key gave them: `extension WeatherKey { static let liveValue = … }` next to `enum WeatherKey: DependencyKey`.
    private func readLooseValues(of owner: String, into registration: inout Registration) {
        let conforming = Set(registration.keys.map { "\($0.file):\($0.declaration.nameRange.start)" })
        for located in extensions[owner] ?? []
        where !conforming.contains("\(located.file):\(located.declaration.nameRange.start)") {
            for member in located.declaration.members where member.isStatic {
                guard let value = staticValue(member, in: located.file) else { continue }
                let loose = LooseValue(located: Located(file: located.file, declaration: member), owner: owner)
                if readConditional(value, of: located, into: &registration) {
                    registration.looseValues.append(loose)
                    continue
                }
                let isFree = { (given: KeyValue?) in given.map { Self.reads(member, of: owner, $0) } ?? true }
                switch member.name {
                case "liveValue" where isFree(registration.live): registration.live = value
                case "testValue" where isFree(registration.test): registration.test = value
                case "previewValue" where isFree(registration.preview): registration.preview = value
                default: continue
                }
                registration.looseValues.append(loose)
            }
        }
    }

    /// Whether a value only reads a loose value of the same name (`@DependencyEntry(liveValue:
    /// SerialNumberClient.liveValue)` next to `extension SerialNumberClient { static let liveValue = … }`): that
    /// static is the value, and the generated key, a struct client itself, declares one of the same name instead.
    private static func reads(_ member: SwiftDeclaration, of owner: String, _ value: KeyValue) -> Bool {
        let expression = value.expression.trimmingSpaces
        return [owner + ".", "Self.", "."].contains { expression == $0 + member.name }
    }

    /// Reads a live or preview value declared under `#if`, or in an extension under `#if`, as a conditional value;
    /// `false` for any other value. A test value stays what it is: the generated key always declares one.
    private func readConditional(
        _ value: KeyValue,
        of container: Located,
        into registration: inout Registration
    ) -> Bool {
        let member = value.location.declaration
        guard let condition = Self.condition(of: member, in: container),
            member.name == "liveValue" || member.name == "previewValue"
        else { return false }
        registration.conditionalValues.append(
            ConditionalKeyValue(value: value, condition: condition, isLive: member.name == "liveValue"))
        return true
    }

    /// The name of a key's `Value`: its typealias, or the type of its values.
    func valueType(of key: Located) -> String? {
        writtenValueType(of: key).map(Self.bareName)
    }

    /// A key's `Value` as written (`(any CrashReporter)?`): its typealias, or the type of its values.
    func writtenValueType(of key: Located) -> String? {
        let skimmer = files[key.file].skimmer
        for member in key.declaration.members {
            if member.kind == .typeAlias, member.name == "Value", let value = skimmer.initialValue(of: member) {
                return skimmer.text(value)
            }
            if member.isStatic, ["liveValue", "testValue", "previewValue"].contains(member.name),
                let type = skimmer.propertyType(of: member)
            {
                return skimmer.text(type)
            }
        }
        return nil
    }

    private func readValues(of key: Located, into registration: inout Registration) {
        for member in key.declaration.members where member.isStatic {
            guard let value = staticValue(member, in: key.file) else { continue }
            if readConditional(value, of: key, into: &registration) { continue }
            switch member.name {
            case "liveValue": registration.live = value
            case "testValue": registration.test = value
            case "previewValue": registration.preview = value
            default: continue
            }
        }
    }

    /// The expression of `static let name = expression` or `static var name: T { expression }`; a computed value
    /// with statements is a value that is not an expression.
    func staticValue(_ member: SwiftDeclaration, in file: Int) -> KeyValue? {
        let skimmer = files[file].skimmer
        let location = Located(file: file, declaration: member)
        if member.body != nil {
            guard let body = skimmer.bodyTokens(of: member) else { return nil }
            guard let expression = skimmer.singleExpression(in: body) else {
                return KeyValue(expression: "", isExpression: false, location: location)
            }
            return KeyValue(expression: text(expression), isExpression: true, location: location)
        }
        guard let value = skimmer.initialValue(of: member) else { return nil }
        return KeyValue(expression: text(value), isExpression: true, location: location)

        /// An expression's lines, without the indentation of the line the member starts on; as they are in code
        /// clientgen generated, which copies a directive's expression as the spec wrote it.
        func text(_ range: SourceRange) -> String {
            if skimmer.isGeneratedCode { return skimmer.text(range) }
            return skimmer.unindentedLines(range, indentationOf: member.range.start).joined(separator: "\n")
        }
    }

    /// A member of the inputs as lines of the extras file: its text, doc comment included, unindented, with its
    /// access modifier replaced by `access` (what a member satisfying a requirement of a key needs).
    func extraLines(_ member: SwiftDeclaration, in file: Int, access: String) -> [String] {
        let skimmer = files[file].skimmer
        let modifiers = member.modifiers.filter { !Self.accessWords.contains(String($0.prefix { $0 != "(" })) }
        let text =
            skimmer.text(SourceRange(start: member.fullStart, end: member.modifiersStart)) + access
            + modifiers.map { $0 + " " }.joined()
            + skimmer.text(SourceRange(start: member.keywordStart, end: member.range.end))
        return skimmer.unindented(text, indentation: skimmer.indentation(at: member.fullStart))
    }

    /// A member of a type or extension as lines of the extras file, inside the `#if` of the member and of the
    /// declaration holding it, if they were in one.
    func extraLines(_ member: SwiftDeclaration, of container: Located, access: String) -> [String] {
        let lines = extraLines(member, in: container.file, access: access)
        guard let condition = Self.condition(of: member, in: container) else { return lines }
        return ["#if \(condition)"] + lines + ["#endif"]
    }

    /// The condition a member is compiled under: its own `#if` and its container's, as one.
    static func condition(of member: SwiftDeclaration, in container: Located) -> String? {
        let conditions = [container.declaration.condition, member.condition].compactMap { $0 }
        guard conditions.count > 1 else { return conditions.first }
        return conditions.map { "(\($0))" }.joined(separator: " && ")
    }

    static let accessWords: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]

    /// The unimplemented double of a protocol client in the inputs: the type its key's `testValue` creates, or one
    /// named as clientgen names its own (`UnimplementedWeatherClient`), if it is one.
    func unimplementedDouble(of client: String) -> Located? {
        var names = ["Unimplemented" + client]
        if let test = registration(of: client).test?.expression, test.hasSuffix("()") {
            names.insert(String(test.dropLast(2)), at: 0)
        }
        guard let name = names.first(where: { isUnimplementedDouble($0, of: client) }) else { return nil }
        return concreteTypes[name]
    }

    /// Whether a type of the inputs is a hand-written unimplemented double of a client: it conforms to the client,
    /// and every method and property body it has reports an issue or traps.
    func isUnimplementedDouble(_ name: String, of client: String) -> Bool {
        guard let located = concreteTypes[name], conformances[name]?.contains(client) == true else { return false }
        let skimmer = files[located.file].skimmer
        let bodies = located.declaration.members.filter { [.function, .variable, .subscriptMember].contains($0.kind) }
        guard !bodies.isEmpty else { return false }
        return bodies.allSatisfy { member in
            guard let body = member.body else { return member.kind == .variable }
            let text = skimmer.text(body)
            return ["unimplemented(", "reportIssue(", "fatalError(", "XCTFail(", "preconditionFailure("].contains {
                text.contains($0)
            }
        }
    }
}
