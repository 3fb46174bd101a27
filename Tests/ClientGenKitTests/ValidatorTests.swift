import Testing

@testable import ClientGenCore
@testable import ClientGenImport

@Suite("Validation")
struct ValidatorTests {
    /// Validates a spec the way a run does.
    private func validate(_ text: String) -> (clients: [ClientModel], diagnostics: [Diagnostic]) {
        let (models, diagnostics) = ClientGenerator().analyze([SourceFile(path: "t.client", text: text)])
        return (models.first?.clients ?? [], diagnostics)
    }

    private func member(_ text: String) throws -> MemberModel {
        let result = validate("client C {\n\(text)\n}")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(result.clients.first?.members.first)
    }

    @Test(
        "Non-throwing members fall back to their result type's natural default",
        arguments: [
            ("func f()", Fallback.returnVoid), ("func f() -> Void", .returnVoid), ("func f() -> ()", .returnVoid),
            ("func f() -> Int?", .returnValue(.nilValue)), ("func f() -> Optional<Int>", .returnValue(.nilValue)),
            ("func f() -> [Int]", .returnValue(.emptyCollection)),
            ("func f() -> Set<Int>", .returnValue(.emptyCollection)),
            ("func f() -> [String: Int]", .returnValue(.emptyDictionary)),
            ("func f() -> AsyncStream<Int>", .returnValue(.finishedStream)),
            ("func f() -> AsyncThrowingStream<Int, any Error>", .returnValue(.finishedThrowingStream)),
            ("func f() -> Swift.Dictionary<String, Int>", .returnValue(.emptyDictionary)),
            ("var x: Int? { get }", .returnValue(.nilValue)),
            ("@placeholder(42) func f() -> Int", .returnValue(.expression("42"))),
            ("func f() -> @Sendable () -> Void", .returnValue(.emptyClosure(parameterCount: 0))),
            (
                "var x: @MainActor (Int, String) async throws -> () { get }",
                .returnValue(.emptyClosure(parameterCount: 2))
            ),
        ])
    func naturalDefaults(declaration: String, fallback: Fallback) throws {
        #expect(try member(declaration).fallback == fallback)
    }

    @Test("A closure that does nothing is spelt as one would write it")
    func emptyClosureSpelling() {
        #expect(FallbackValue.emptyClosure(parameterCount: 0).spelling == "{ }")
        #expect(FallbackValue.emptyClosure(parameterCount: 1).spelling == "{ _ in }")
        #expect(FallbackValue.emptyClosure(parameterCount: 3).spelling == "{ _, _, _ in }")
    }

    @Test(
        "Throwing members throw, typed throws need '@throwing', and 'throws(Never)' does not throw",
        arguments: [
            ("func f() throws -> Int", Fallback.throwUnimplementedFailure),
            ("func f() throws(any Error) -> Int", .throwUnimplementedFailure),
            ("@throwing(E.x) func f() throws(E) -> Int", .throwError("E.x")),
            ("@placeholder(1) func f() throws(E) -> Int", .returnValue(.expression("1"))),
            ("func f() throws(E) -> [Int]", .returnValue(.emptyCollection)),
            ("func f() throws(Never) -> Int?", .returnValue(.nilValue)),
            ("@placeholder(()) func f() async throws", .returnVoid),
        ])
    func throwingFallbacks(declaration: String, fallback: Fallback) throws {
        #expect(try member(declaration).fallback == fallback)
    }

    @Test("A generic parameter named 'Result' is not taken for a bare 'Result' that needs a type alias")
    func genericResultIsNoBareResult() {
        #expect(validate("client C {\n    func wrap<Result>(_ value: Result) async -> Result?\n}").diagnostics.isEmpty)
        #expect(validate("client C {\n    func wrap() async -> Result?\n}").diagnostics.map(\.id) == [.semaBareResult])
    }

    @Test(
        "Members that need a value to return but have none are errors that show the directive to add",
        arguments: [
            ("func f() -> Int", "sema.missing-placeholder", "@placeholder(<#Int#>)"),
            ("var x: Bool { get async }", "sema.missing-placeholder", "@placeholder(<#Bool#>)"),
            ("func f() throws(E) -> Int", "sema.typed-throws-needs-failure", "@throwing(<#E#>)"),
        ])
    func missingFallbacks(declaration: String, id: String, directive: String) throws {
        let diagnostic = try #require(validate("client C {\n    \(declaration)\n}").diagnostics.first)
        #expect(diagnostic.id.rawValue == id)
        #expect(diagnostic.fixIts.first?.replacement == directive + "\n    ")
    }

    @Test("Mock names use the base name, then labels, then types, as documented")
    func mockNames() {
        let clients = validate(
            """
            client C {
                func load() async
                func fetch(id: Int) async
                func fetch(name: String) async
                func find(_ id: Int) async
                func find(_ title: String) async
                var count: Int? { get }
            }
            """
        ).clients
        #expect(
            clients.first?.members.map { $0.mockNames?.stem } == [
                "load", "fetchId", "fetchName", "findInt", "findString", "count",
            ])
        #expect(
            clients.first?.members.map { $0.mockNames?.calls } == [
                nil, "fetchIdCalls", "fetchNameCalls", "findIntCalls",
                "findStringCalls", nil,
            ])
    }

    @Test("Default values plan one overload per subset of omitted arguments, fewest omitted first")
    func defaultOverloads() throws {
        let function = try #require(try member("func f(a: Int, b: Int = 1, c: Int = 2) async").function)
        #expect(
            function.overloads.map { $0.kept(function.parameters).map(\.specLocalName) }
                == [["a", "b"], ["a", "c"], ["a"]])
        #expect(
            function.overloads.map(\.omits) == [[false, false, true], [false, true, false], [false, true, true]])
    }

    @Test("Unlabeled defaults that would give identical overloads keep the earlier parameters, as Swift binds them")
    func ambiguousDefaultOverloads() throws {
        let function = try #require(try member("func f(_ a: Int = 1, _ b: Int = 2) async").function)
        #expect(function.overloads.map { $0.kept(function.parameters).map(\.specLocalName) } == [["a"], []])
    }

    @Test(
        "Mock handler and recorded types erase generics and skip what a lock cannot keep",
        arguments: [
            ("func f<T: Decodable & Sendable>(_ t: T.Type)", "any Sendable.Type", "any Sendable.Type"),
            ("func f<T>(_ t: T.Type)", "Any.Type", nil),
            ("func f<T: Sendable>(_ t: T)", "any Sendable", "any Sendable"),
            ("func f<T>(_ t: [T]) where T: Codable", "Any", nil),
            ("func f(_ x: some Encodable & Sendable)", "any Sendable", "any Sendable"),
            ("func f(_ x: inout Int)", "inout Int", "Int"),
            ("func f(_ x: Int...)", "[Int]", "[Int]"),
            ("func f(_ g: (Int) -> Void)", "(Int) -> Void", nil),
            ("func f(_ g: @escaping (Int) -> Void)", "@escaping (Int) -> Void", nil),
            (
                "func f(_ g: @escaping @Sendable (Int) -> Void)", "@escaping @Sendable (Int) -> Void",
                "@Sendable (Int) -> Void"
            ),
            ("func f(_ g: (@Sendable () -> Void)?)", "(@Sendable () -> Void)?", "(@Sendable () -> Void)?"),
            ("func f(_ g: @autoclosure () -> Int)", "() -> Int", nil),
            ("func f(_ e: any Error)", "any Error", "any Error"),
            ("func f(_ e: any Decodable)", "any Decodable", nil),
            ("func f(_ x: Int!)", "Int?", "Int?"),
        ])
    func mockTypes(declaration: String, handler: String, recorded: String?) throws {
        let member = try member(declaration)
        let types = try #require(MockTypes.parameters(of: member).first)
        #expect(types.handler.description == handler)
        #expect(types.recorded?.description == recorded)
        #expect(member.parameters.first?.isRecorded == (recorded != nil))
    }

    @Test(
        "Misspelt directives are reported with a suggestion; global actors and Swift attributes are not",
        arguments: [
            ("plceholder", Directive.placeholder), ("Placeholder", .placeholder), ("kye", .key), ("throwng", .throwing),
            ("MainActor", nil), ("Key", .key), ("KeyStore", nil), ("available", nil), ("discardableResult", nil),
            ("preconcurrency", nil),
        ])
    func directiveSuggestions(name: String, suggestion: Directive?) {
        #expect(Directive.suggestion(forMisspelt: name) == suggestion)
    }

    @Test("Client attributes are sorted by the declarations they concern")
    func clientAttributes() throws {
        let client = try #require(
            validate("@MainActor @available(iOS 15, *) @preconcurrency @objc client C {}").clients.first)
        #expect(client.attributes.everywhere == [AttributeModel(name: "available", arguments: "iOS 15, *")])
        #expect(client.attributes.globalActors == [AttributeModel(name: "MainActor")])
        #expect(client.attributes.preconcurrency == [AttributeModel(name: "preconcurrency")])
        #expect(client.attributes.protocolOnly == [AttributeModel(name: "objc")])
    }

    @Test("Names that would collide once generated are reported before anything is written")
    func collisions() {
        let ids = validate(
            """
            client A {
                func ping() async
                func pingHandler() async
            }
            client AKey {}
            @key(a)
            client B {}
            """
        ).diagnostics.map(\.id.rawValue)
        #expect(ids == ["sema.mock-name-collision", "sema.generated-name-collision", "sema.duplicate-values-property"])
    }

    @Test("A member named like another's private mock storage clashes, with a fix-it on the member the mock names")
    func mockStorageNames() throws {
        let result = validate("client Hooks {\n    func load() async\n    func _loadHandler() -> Int?\n}")
        let clash = try #require(result.diagnostics.first)
        #expect(result.diagnostics.map(\.id.rawValue) == ["sema.mock-name-collision"])
        #expect(clash.message.hasPrefix("'load()' and '_loadHandler()' would both use the mock member '_loadHandler'"))
        #expect(clash.fixIts.map(\.replacement) == ["@mockName(<#name#>)\n    "])
    }

    @Test("Overloads that clash in the mock under the same labels are told apart by their parameters' types")
    func overloadClashNamesTypes() throws {
        let result = validate("client S {\n    func fetch(_ id: Int) async\n    func fetch(_ ids: [Int]) async\n}")
        let clash = try #require(result.diagnostics.first)
        #expect(clash.message.hasPrefix("'fetch(_: [Int])' and 'fetch(_: Int)' would both use the mock member"))
        #expect(clash.notes.map(\.message) == ["'fetch(_: Int)' is declared here"])
    }

    @Test("Identifiers must be valid Swift identifiers")
    func identifiers() {
        #expect(SpecValidator.isValidIdentifier("café"))
        #expect(SpecValidator.isValidIdentifier("_x1"))
        #expect(!SpecValidator.isValidIdentifier("1x"))
        #expect(!SpecValidator.isValidIdentifier("a b"))
        #expect(SpecValidator.isValidIdentifier("🐶"))
        #expect(SpecValidator.isValidIdentifier("a🚀"))
        #expect(!SpecValidator.isValidIdentifier("\u{301}a"))
        #expect(!SpecValidator.isValidIdentifier("a\u{202E}b"))
        #expect(!SpecValidator.isValidIdentifier("a$b"))
        #expect(
            validate("client C { func `a b`() async }").diagnostics.map(\.id.rawValue) == ["sema.invalid-identifier"])
    }

    @Test("@style picks the client's style; anything but 'struct' or 'protocol' is an error")
    func styles() {
        #expect(validate("client C {}").clients.first?.style == .protocol)
        #expect(validate("@style(protocol) client C {}").clients.first?.style == .protocol)
        #expect(validate("@style(struct) client C {}").clients.first?.style == .struct)
        #expect(validate("@style(enum) client C {}").diagnostics.map(\.id.rawValue) == ["sema.invalid-style"])
    }

    @Test("A struct endpoint's noop value is its placeholder or natural default, throwing or not")
    func noopValues() throws {
        let client = try #require(
            validate(
                """
                @style(struct)
                client C {
                    func a() async throws -> [Int]
                    @placeholder(1) func b() throws -> Int
                    func c() async throws -> Int
                    func d()
                }
                """
            ).clients.first)
        #expect(
            client.members.map(\.noopValue) == [
                .returnValue(.emptyCollection), .returnValue(.expression("1")), nil, .returnVoid,
            ])
        #expect(client.members.map(\.name.description) == ["a", "b", "c", "d"])
        #expect(!client.hasNoop)
    }

    @Test("@live, @preview and @test are kept for the live and key artifacts")
    func liveAndPreview() throws {
        let client = try #require(
            validate("@live(Live())\n@preview(.mock)\n@test(InMemory())\nclient C {}").clients.first)
        #expect([client.values.live, client.values.preview, client.values.test] == ["Live()", ".mock", "InMemory()"])
    }

    @Test(
        "A parameter known not to be Sendable is left out of the recording with a warning, in either style",
        arguments: ["", "@style(struct)\n"])
    func nonSendableParameterWarns(style: String) throws {
        let spec = "\(style)client C {\n    func track(_ name: String, payload: [AnyHashable: Any]) async\n}"
        let result = validate(spec)
        #expect(result.diagnostics.map(\.id.rawValue) == ["sema.non-sendable-parameter"])
        #expect(result.diagnostics.first?.fixIts.map(\.replacement) == ["@unrecorded(payload)\n    "])
        let parameters = try #require(result.clients.first?.members.first).parameters
        #expect(parameters.map(\.isRecorded) == [true, false])
    }

    @Test(
        "A key path parameter is known not to be Sendable, unless composed with Sendable",
        arguments: [
            ("KeyPath<Prefs, String>", true), ("Swift.WritableKeyPath<Prefs, Int>", true),
            ("[PartialKeyPath<P>]", true),
            ("AnyKeyPath?", true), ("any KeyPath<Prefs, String> & Sendable", false), ("KeyPathRecord<Prefs>", false),
        ])
    func keyPathParameters(type: String, warns: Bool) throws {
        let result = validate("client C {\n    func read(_ path: \(type)) async\n}")
        let ids = result.diagnostics.map(\.id.rawValue)
        #expect(ids == (warns ? ["sema.non-sendable-parameter"] : []), "\(type)")
    }

    @Test(
        "A protocol's metatype is recorded only when the protocol is Sendable",
        arguments: [
            ("Shape.Protocol", false), ("(any Shape).Type", false), ("(any Error).Type", true), ("Int.Type", true),
        ])
    func protocolMetatypes(type: String, isRecorded: Bool) throws {
        let result = validate("client C {\n    func kind(of type: \(type)) async\n}")
        let parameter = try #require(result.clients.first?.members.first?.parameters.first)
        #expect(parameter.isRecorded == isRecorded, "\(type)")
    }

    @Test("@noop(none) stops a struct client's noop, and the noop of a struct client that stores it")
    func noopNone() throws {
        let result = validate(
            """
            @style(struct)
            @noop(none)
            client Haptics {
                func prepare() async
            }
            @style(struct)
            client Feedback {
                var haptics: Haptics { get }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.clients.map(\.hasNoop) == [false, false])
    }

    @Test(
        "A throwing member with a placeholder returns it; a member returning Never traps without a directive",
        arguments: [
            ("@placeholder(false) func f() async throws -> Bool", Fallback.returnValue(.expression("false"))),
            ("@placeholder(0) var x: Int { get async throws }", .returnValue(.expression("0"))),
            ("func f() -> Never", .trap(call: nil)), ("func f() throws(E) -> Never", .trap(call: nil)),
            ("func f() async throws -> Never", .throwUnimplementedFailure),
        ])
    func throwingPlaceholdersAndNever(declaration: String, fallback: Fallback) throws {
        #expect(try member(declaration).fallback == fallback)
    }

    @Test("A 'sending' parameter is not recorded unless vouched for, and its handler takes it 'sending'")
    func sendingParameters() throws {
        let result = validate("client C {\n    func put(_ box: sending Box) async\n}")
        #expect(result.diagnostics.map(\.id.rawValue) == ["sema.sending-parameter"])
        let member = try #require(result.clients.first?.members.first)
        let types = try #require(MockTypes.parameters(of: member).first)
        #expect(types.recorded == nil)
        #expect(types.handler.description == "sending Box")
        let vouched = try self.member("@uncheckedSendable(box) func put(_ box: sending Box) async")
        #expect(MockTypes.parameters(of: vouched).first?.recorded?.description == "Box")
    }

    @Test("A settable property keeps its values boxed with @uncheckedSendable and counts them with @unrecorded")
    func settablePropertyRecording() throws {
        let property = try member("@uncheckedSendable var user: User? { get set }")
        let boxed = try #require(property.mock)
        #expect(boxed.assignment == .values(isUnchecked: true))
        #expect(MockTypes.assignedType(of: try #require(property.resultType)).description == "User?")
        #expect(property.mockNames?.assignments == "userAssignments")
        #expect(try member("@unrecorded var user: User? { get set }").mock?.assignment == .count)
        let result = validate("client C {\n    var options: [String: Any] { get set }\n}")
        #expect(result.diagnostics.map(\.id.rawValue) == ["sema.non-sendable-property"])
        #expect(result.diagnostics.first?.fixIts.map(\.replacement) == ["@unrecorded\n    "])
    }

    @Test("A member's types use the client's type aliases qualified with the client's name")
    func typeAliasesAreQualified() throws {
        let result = validate(
            "client Loader {\n    typealias Result = Swift.Result<Int, any Error>\n    func last() -> Result?\n}")
        #expect(result.diagnostics.isEmpty)
        let client = try #require(result.clients.first)
        #expect(client.typeAliases.map(\.name) == ["Result"])
        #expect(client.members.first?.resultType?.description == "Loader.Result?")
    }

    @Test("Observation's Observable has no requirements: a client refining it is not warned about unseen members")
    func observableParentIsRequirementFree() {
        let clean = validate("@MainActor\nclient Session: AnyObject, Observable {\n    var user: String? { get }\n}")
        #expect(clean.diagnostics.isEmpty, "\(clean.diagnostics.map(\.message))")
        let unknown = validate("client Session: ObservableObject {\n    var user: String? { get }\n}")
        #expect(unknown.diagnostics.map(\.severity) == [.warning])
    }

    @Test("A client refining Actor is an actor client, and so is a client inheriting it")
    func actorClients() throws {
        let result = validate("client A: Actor {\n    func a() async\n}\nclient B: A {\n    func b() async\n}")
        #expect(result.diagnostics.isEmpty)
        #expect(result.clients.map(\.isActor) == [true, true])
    }
}

extension MemberModel {
    /// The function's signature, or `nil` for a property.
    var function: FunctionModel? {
        if case .function(let function) = kind { return function }
        return nil
    }
}

extension ValidatorTests {
    @Test("A placeholder calling unimplemented without a placeholder argument is an error with nothing to keep")
    func placeholderCallingUnimplementedWithoutValue() throws {
        let result = validate("client C {\n    @placeholder(unimplemented(\"C.name\"))\n    func name() -> String\n}\n")
        let diagnostic = try #require(result.diagnostics.first { $0.id == .semaPlaceholderCallsUnimplemented })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.fixIts.isEmpty)
        #expect(SpecValidator.placeholderArgument(of: "unimplemented(\"x\", placeholder: f(a, b))") == "f(a, b)")
        #expect(SpecValidator.placeholderArgument(of: "unimplemented(placeholder:)") == nil)
        #expect(SpecValidator.placeholderArgument(of: "unimplemented(\"placeholder: 1\")") == nil)
    }
}

extension ValidatorTests {
    /// The known leftover of round 5: `@available(swift, introduced: 5)` was rejected, though every language mode
    /// generated code compiles in (Swift 5 and 6) has the member; checked with swiftc in both modes.
    @Test(
        "An @available(swift, …) member is an error only where a language mode Swift 5 or later lacks it",
        arguments: [
            ("@available(swift, introduced: 5)", false), ("@available(swift 5)", false),
            ("@available(swift, introduced: 4.2, deprecated: 5.5)", false),
            ("@available(swift, introduced: 5.0)", false),
            ("@available(swift, introduced: 5.9)", true), ("@available(swift 6)", true),
            ("@available(swift, introduced: 6)", true), ("@available(swift, obsoleted: 7)", true),
            ("@available(swift, unavailable)", true),
        ])
    func swiftAvailability(attribute: String, rejected: Bool) {
        for style in ["", "@style(struct)\n"] {
            let result = validate("\(style)client C {\n    \(attribute)\n    func a(x: Int)\n}\n")
            #expect(result.diagnostics.contains { $0.id == .semaUnavailableMember } == rejected, "\(style)\(attribute)")
        }
    }
}

extension ValidatorTests {
    /// Modelled on tgrapperon/swift-dependencies-additions' ProcessInfo dependency, whose members are
    /// `@available(iOS, unavailable)` or `@available(macOS, unavailable)`. Swift rejects such a requirement when it
    /// compiles for that platform, "protocol members can only be marked unavailable in an '@objc' protocol" (it checks
    /// `isActivePlatform`, so Linux never says it); a struct's endpoint is no requirement and may be unavailable there.
    @Test(
        "A protocol client's member unavailable or obsoleted on a platform is an error; a struct client's is not",
        arguments: [
            ("@available(macOS, unavailable)", true), ("@available(iOS, obsoleted: 17)", true),
            ("@available(iOS, unavailable, message: \"no\")", true), ("@available(macOS 12, iOS 15, *)", false),
            ("@available(iOS, introduced: 16)", false), ("@available(iOS, deprecated)", false),
        ])
    func platformUnavailability(attribute: String, rejected: Bool) {
        let requirement = validate("client C {\n    \(attribute)\n    func a(x: Int)\n}\n")
        #expect(requirement.diagnostics.contains { $0.id == .semaUnavailableMember } == rejected, "\(attribute)")
        let endpoint = validate("@style(struct)\nclient C {\n    \(attribute)\n    func a(x: Int)\n}\n")
        #expect(!endpoint.diagnostics.contains { $0.id == .semaUnavailableMember }, "\(attribute)")
    }
}

extension ValidatorTests {
    /// Found writing tgrapperon/swift-dependencies-additions' ProcessInfo dependency (an `NSObjectProtocol` activity)
    /// as a struct client with stored values: lint accepted them and Swift rejected the struct, which is `Sendable`,
    /// "stored property 'token' of 'Sendable'-conforming struct contains non-Sendable type 'any NSObjectProtocol'".
    @Test(
        "A struct client's stored value of a type known not to be Sendable is an error at its type",
        arguments: [
            ("[Any]", true), ("NSObjectProtocol?", true), ("(() -> Void)?", true), ("[String: AnyHashable]", true),
            ("@Sendable () -> Void", false), ("[String: String]", false), ("Progress", false),
        ])
    func structStoredNonSendable(type: String, rejected: Bool) throws {
        let text = "@style(struct)\nclient S {\n    var value: \(type) { get }\n    func ping()\n}\n"
        let found = validate(text).diagnostics.filter { $0.id == .semaStructStoredNonSendable }
        #expect(found.count == (rejected ? 1 : 0), "\(type)")
        if let diagnostic = found.first {
            #expect(diagnostic.range.start == SourceLocationFinder.offset(of: type, in: text))
            #expect(diagnostic.message.contains("make it an endpoint ('func value() -> \(type)')"))
        }
        // A protocol client's mock keeps such a value unrecorded instead.
        let requirement = validate("client P {\n    var value: \(type) { get }\n}\n")
        #expect(!requirement.diagnostics.contains { $0.id == .semaStructStoredNonSendable })
    }
}

extension ValidatorTests {
    /// Found compiling corner specs: `typealias Handler = () -> Void` and a stored `var handler: Handler? { get }` in a
    /// struct client linted clean, and Swift rejected the struct ("'nonisolated' cannot be applied to mutable stored
    /// properties"): the check judged the alias's name, not the closure type it names.
    @Test(
        "A struct client's stored value is judged through the client's type aliases",
        arguments: [("() -> Void", true), ("[String: Any]", true), ("@Sendable () -> Void", false), ("[Int]", false)])
    func structStoredValueThroughTypeAlias(aliased: String, rejected: Bool) {
        let text =
            "@style(struct)\nclient S {\n    typealias Value = \(aliased)\n    var value: Value? { get }\n    func ping()\n}\n"
        let found = validate(text).diagnostics.filter { $0.id == .semaStructStoredNonSendable }
        #expect(found.map(\.range.start) == (rejected ? [SourceLocationFinder.offset(of: "Value? {", in: text)] : []))
    }
}

extension ValidatorTests {
    /// Found compiling corner specs: `typealias Parent = Node` and `var parent: Parent? { get }` in struct client `Node`
    /// linted clean, and Swift rejected the struct ("value type 'Node' cannot have a stored property that recursively
    /// contains it"): the search for storage cycles did not see through the client's type aliases.
    @Test(
        "A struct client that would contain itself through a type alias is an error at the stored value",
        arguments: [("Node", true), ("(Int, Node)", true), ("[Node]", false)])
    func storageCycleThroughTypeAlias(aliased: String, rejected: Bool) {
        let text = """
            @style(struct)
            client Node {
                typealias Parent = \(aliased)
                var parent: Parent? { get }
                func ping()
            }

            """
        let found = validate(text).diagnostics.filter { $0.id == .semaRecursiveStoredValue }
        #expect(found.map(\.range.start) == (rejected ? [SourceLocationFinder.offset(of: "parent:", in: text)] : []))
    }
}

extension ValidatorTests {
    /// Found compiling corner specs: `func use(_ s: any Session)`, `typealias Me = any Session`, `some Session`,
    /// `Session & Sendable`, `Session.Protocol`, `<T: Session>` and `any Other` (`typealias Other = Session`), where `Session` is a struct client of the run, linted
    /// clean, and Swift rejected every declaration that copied them ("'any' has no effect on concrete type 'Session'",
    /// "type 'T' constrained to non-protocol, non-class type 'Session'").
    @Test("A struct client of the run where a protocol is wanted is an error at its name; the fix-it removes 'any'")
    func structClientConstraint() {
        let text = """
            @style(struct)
            client Session {
                typealias Me = any Session
                func ping()
            }

            client Store {
                typealias Other = Session
                func use(_ s: any Session) -> [(any Session.Type)?]
                func open(_ s: some Session, _ t: Session & Sendable, _ p: Session.Protocol)
                func load<T: Session, U>(_ t: T, _ u: U) where U: Session
                func other(_ s: any Store, _ t: Session, _ u: Session.Type, _ v: any Other)
            }

            """
        let found = validate(text).diagnostics.filter { $0.id == .semaStructClientConstraint }
        let names = [
            "Session\n", "Session) ->", "Session.Type)?", "Session, _ t", "Session & Sendable", "Session.Protocol",
            "Session, U>", "Session\n    func other", "Other)",
        ]
        let starts = names.map { SourceLocationFinder.offset(of: $0, in: text) }
        #expect(found.map(\.range.start).sorted() == starts.sorted())
        #expect(found.allSatisfy { $0.message.hasSuffix("write 'Session' itself, or a protocol client") })
        // `any Session`, `any Session.Type`, `some Session` and `any Other` (an alias of it) lose their keyword.
        let fixed = [0, 1, 2, 3, 8].map { SourceRange(start: starts[$0] - ($0 == 3 ? 5 : 4), end: starts[$0]) }
        #expect(found.flatMap(\.fixIts).map(\.range).sorted { $0.start < $1.start } == fixed)
    }
}

extension ValidatorTests {
    /// Found compiling corner specs: `typealias Data = Data`, `typealias List = [List]`, `typealias Result =
    /// Result<Data, any Error>` and two aliases naming each other linted clean, and Swift rejected the generated protocol or struct: "type alias 'Data' references itself".
    @Test("A client's type alias that names itself, directly or through another alias, is an error at its name")
    func typeAliasCycle() {
        let text = """
            client Store {
                typealias Data = Data
                typealias List = [List]
                typealias A = [B]
                typealias B = A?
                typealias Fine = Foundation.Data
                typealias Result = Result<Data, any Error>
                func load(_ a: A, _ d: Data, _ l: List, _ f: Fine) -> Result
            }

            """
        let found = validate(text).diagnostics.filter { $0.id == .semaTypeAliasCycle }
        let names = ["Data = Data", "List = [", "A = [", "B = A", "Result = "]
        #expect(found.map(\.range.start) == names.map { SourceLocationFinder.offset(of: $0, in: text) })
    }
}

extension ValidatorTests {
    /// Found compiling corner specs: a child's `typealias Result` of another type than its parent's generated a
    /// protocol Swift rejects ("no type for 'Self.Result' can satisfy both ..."), and so would two parents'.
    @Test(
        "A type alias declared with two types by a client and its ancestors is an error at the client; one type is not")
    func conflictingInheritedTypeAliases() throws {
        let parents = "client A {\n    typealias R = Int\n    func a() -> A.R?\n}\n"
        let cases = [
            (
                "client B: A {\n    typealias R = String\n    func b() -> B.R?\n}\n",
                "type alias 'R' has one type in 'B' and another in 'A', and the protocol of 'B' would require both, "
                    + "which Swift rejects; rename one, or give both one type"
            ),
            (
                "client B {\n    typealias R = String\n    func b() -> B.R?\n}\nclient C: A, B {\n    func c()\n}\n",
                "type alias 'R' has one type in 'A' and another in 'B', and the protocol of 'C' would require both, "
                    + "which Swift rejects; rename one, or give both one type"
            ),
        ]
        for (child, message) in cases {
            let source = SourceFile(path: "t.client", text: parents + child)
            let errors = ClientGenerator().lint([source])
            try #require(errors.count == 1, "\(errors.map(\.message))")
            #expect(errors[0].message == message)
            #expect(source.text(errors[0].range) == (child.contains("C: A, B") ? "C" : "B"))
        }
        let same = "client B: A {\n    typealias R = Int\n    func b() -> B.R?\n}\n"
        #expect(ClientGenerator().lint([SourceFile(path: "t.client", text: parents + same)]).isEmpty)
    }
}

extension ValidatorTests {
    /// Found by hand: `{ get nonmutating set }` was reported as a modifier on the getter.
    @Test("A modifier on either accessor is reported as one on the property's accessors, where it is written")
    func accessorModifierOnSetter() throws {
        let source = SourceFile(
            path: "t.client", text: "client C: AnyObject {\n    var a: Int? { get nonmutating set }\n}\n")
        let errors = ClientGenerator().lint([source])
        try #require(errors.count == 1, "\(errors.map(\.message))")
        #expect(
            errors[0].message
                == "'nonmutating' is not allowed on a client property's accessors; write '{ get }' or '{ get set }'")
        #expect(source.text(errors[0].range) == "nonmutating")
    }
}

extension ValidatorTests {
    /// Found compiling corner specs: `@placeholder(fatalError())` on a struct client's stored value linted clean, and
    /// Swift rejected the generated `init()` and `noop` ("cannot assign value of type 'Never' to type 'Int'"); a
    /// stored value is made with the client, so such a placeholder could only stop every test.
    @Test(
        "A struct client's stored value whose placeholder never returns is an error at the placeholder",
        arguments: [("fatalError()", true), ("Swift.preconditionFailure(\"no\")", true), ("0", false)])
    func storedValueTrapPlaceholder(placeholder: String, rejected: Bool) {
        let text = """
            @style(struct)
            client Holder {
                @placeholder(\(placeholder))
                var count: Int { get }
                func ping() async
            }

            """
        let found = validate(text).diagnostics.filter { $0.id == .semaStructStoredTrap }
        #expect(found.map(\.range.start) == (rejected ? [SourceLocationFinder.offset(of: placeholder, in: text)] : []))
    }
}

extension ValidatorTests {
    /// Found compiling corner specs: a type alias's `@escaping` linted clean, and Swift rejected the alias ("'@escaping'
    /// may only be used in function parameter position"); `nonisolated(nonsending)`, which Swift accepts only on an
    /// async function type, is checked wherever a type is, also through an alias.
    @Test(
        "A type alias's '@escaping', and 'nonisolated(nonsending)' on what is no async function, are errors",
        arguments: [
            ("typealias H = @escaping @Sendable () -> Void", DiagnosticID.semaMisplacedEscaping),
            ("typealias H = nonisolated(nonsending) () -> Void", .semaNonsendingNeedsAsyncFunction),
            ("func f(_ v: nonisolated(nonsending) Int) async", .semaNonsendingNeedsAsyncFunction),
            ("func f(_ h: nonisolated(nonsending) @escaping () -> Void) async", .semaNonsendingNeedsAsyncFunction),
        ])
    func misplacedFunctionTypeSpecifiers(member: String, id: DiagnosticID) {
        #expect(validate("client C {\n    \(member)\n}\n").diagnostics.map(\.id) == [id])
    }

    @Test("'nonisolated(nonsending)' on an async function type, written or through an alias, is accepted")
    func nonsendingAsyncFunctionTypes() {
        let text = """
            @style(struct)
            client C {
                typealias Op = () async -> Void
                func run(_ op: nonisolated(nonsending) @escaping Op) async
                func each(body: nonisolated(nonsending) () async throws -> Int) async throws -> Int
            }

            """
        #expect(validate(text).diagnostics.isEmpty)
    }
}
