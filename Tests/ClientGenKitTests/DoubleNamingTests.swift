import ClientGenFormat
import Testing

@testable import ClientGenCore

/// The naming pass: every name a mock or recorder declares is chosen once, and every clash is a located error with a
/// fix-it, also through inheritance, actors and static members.
@Suite("Naming the doubles")
struct DoubleNamingTests {
    private func lint(_ text: String) -> [Diagnostic] {
        ClientGenerator().lint([SourceFile(path: "t.client", text: text)])
    }

    /// The one error a spec reports, with the text it points at.
    private func error(in text: String) throws -> (diagnostic: Diagnostic, pointee: String) {
        let errors = lint(text).filter { $0.severity == .error }
        try #require(errors.count == 1, "\(errors.map(\.message))")
        let source = SourceFile(path: "t.client", text: text)
        return (errors[0], source.text(errors[0].range))
    }

    @Test(
        "A member named like the mock's renamed reset is an error at that member, with a fix-it that renames it",
        arguments: [
            "client C {\n    func reset() async\n    func resetMock() async\n}",
            "client C: Actor {\n    func reset() async\n    func resetMock() async\n}",
            "client C {\n    static func reset()\n    func resetMock() async\n}",
        ])
    func resetClash(spec: String) throws {
        let (diagnostic, pointee) = try error(in: spec)
        #expect(diagnostic.id.rawValue == "sema.generated-member-collision")
        #expect(pointee == "resetMock")
        #expect(diagnostic.fixIts.map(\.replacement) == ["<#name#>"])
    }

    @Test("A static member named like the mock's renamed static reset is an error at that member")
    func resetStaticsClash() throws {
        let (diagnostic, pointee) = try error(
            in: "client C {\n    static func resetStatics()\n    static func resetMockStatics()\n}")
        #expect(diagnostic.id.rawValue == "sema.generated-member-collision")
        #expect(pointee == "resetMockStatics")
    }

    @Test("Without static state, the mock has no 'resetStatics', so a member may take 'resetMockStatics'")
    func resetStaticsWithoutStaticState() {
        #expect(lint("client C {\n    func resetStatics() async\n    func resetMockStatics() async\n}").isEmpty)
    }

    @Test("Through inheritance, the clash is reported at the client's own member, whichever side it is on")
    func inheritedResetClash() throws {
        let parentHasReset = try error(
            in: "client P {\n    func reset() async\n}\nclient C: P {\n    func resetMock() async\n}")
        #expect(parentHasReset.pointee == "resetMock")
        let childHasReset = try error(
            in: "client P {\n    func resetMock() async\n}\nclient C: P {\n    func reset() async\n}")
        #expect(childHasReset.pointee == "reset")
        #expect(childHasReset.diagnostic.fixIts.count == 1)
    }

    @Test("An own member whose mock names clash with an inherited member's gets a '@mockName' fix-it")
    func inheritedMockNameClash() throws {
        let (diagnostic, pointee) = try error(
            in: "client P {\n    func loadHandler() async\n}\nclient C: P {\n    func load() async\n}")
        #expect(diagnostic.id.rawValue == "sema.inherited-mock-name-collision")
        #expect(pointee == "load")
        #expect(diagnostic.fixIts.first?.replacement.hasPrefix("@mockName(") == true)
    }

    @Test(
        "A struct endpoint named like the storage of another endpoint's closure, or of the recorder, is an error",
        arguments: [
            ("@style(struct)\nclient S {\n    func fetch() async\n    func _fetch() async\n}", "_fetch"),
            ("@style(struct)\nclient S {\n    func fetch() async\n    var _calls: Int? { get }\n}", "_calls"),
        ])
    func structStorageClash(spec: String, name: String) throws {
        let (diagnostic, pointee) = try error(in: spec)
        #expect(diagnostic.id.rawValue == "sema.generated-member-collision")
        #expect(pointee == name)
    }

    @Test("The names are chosen once, in the model: the mock's reset, and every member's, inherited ones included")
    func namesAreInTheModel() throws {
        let (models, diagnostics) = ClientGenerator().analyze([
            SourceFile(
                path: "t.client",
                text:
                    "client P {\n    func fetch(id: Int) async\n}\nclient C: P {\n    func fetch(name: String) async\n"
                    + "    func reset() async\n}")
        ])
        #expect(diagnostics.isEmpty)
        let child = try #require(models.first?.clients.last)
        #expect(child.doubleNames.reset == "resetMock")
        #expect(child.implementedMembers.map { $0.mockNames?.stem } == ["fetchId", "fetchName", "reset"])
    }
}

/// What a struct client's `noop` is, and what may name it.
@Suite("The noop a value directive names")
struct NoopNamingTests {
    private func errors(_ text: String) -> [Diagnostic] {
        ClientGenerator().lint([SourceFile(path: "t.client", text: text)]).filter { $0.severity == .error }
    }

    @Test(
        "'@preview(.noop)' on a struct client without a generated noop is an error naming the member without a value",
        arguments: [
            // A stored sub-client without a noop: one of its endpoints has no value.
            (
                "@style(struct)\nclient Sub {\n    @trapping func f() -> Int\n}\n@style(struct)\n@preview(.noop)\n"
                    + "client S {\n    var sub: Sub { get }\n}", "sub"
            ),
            // An endpoint with neither a placeholder nor a natural default.
            ("@style(struct)\n@preview(S.noop)\nclient S {\n    @trapping func f() -> Int\n}", "f"),
            // A stored protocol client, which has no noop.
            (
                "client P {\n    func f() async\n}\n@style(struct)\n@live(.noop)\nclient S {\n    var p: any P { get }\n}",
                "p"
            ),
        ])
    func missingNoop(spec: String, member: String) throws {
        let found = errors(spec)
        try #require(found.count == 1, "\(found.map(\.message))")
        #expect(found[0].id.rawValue == "sema.missing-noop")
        #expect(found[0].message.contains("'\(member)'"))
        let source = SourceFile(path: "t.client", text: spec)
        #expect(source.text(found[0].range).hasSuffix(".noop"))
    }

    @Test("A struct client whose noop is generated, or declared by hand with '@noop(none)', may name it")
    func noopNamed() {
        #expect(errors("@style(struct)\n@preview(.noop)\nclient S {\n    func f() async\n}").isEmpty)
        #expect(
            errors("@style(struct)\n@noop(none)\n@preview(.noop)\nclient S {\n    @trapping func f() -> Int\n}").isEmpty
        )
    }
}

/// Names the generated bodies call.
@Suite("Names the generated bodies call")
struct BodyNameTests {
    @Test(
        "A member named like a function or type the generated bodies call is an error, in either style",
        arguments: ["reportIssue", "LockIsolated", "fatalError", "UnimplementedFailure", "UncheckedSendable"],
        ["", "@style(struct)\n"])
    func hiddenNames(name: String, style: String) throws {
        let spec = "\(style)client C {\n    func \(name)() async\n}"
        let errors = ClientGenerator().lint([SourceFile(path: "t.client", text: spec)]).filter { $0.severity == .error }
        try #require(errors.count == 1, "\(errors.map(\.message))")
        #expect(errors[0].id.rawValue == "sema.generated-member-collision")
        #expect(SourceFile(path: "t.client", text: spec).text(errors[0].range) == name)
    }

    /// Found by hand: a protocol client's overload `self.`self`(z: 1)` warned ("'self' refers to the method") with
    /// default `MainActor` isolation, and a struct client's memberwise `init(self:)` hid `self` from its own body.
    @Test("A member named 'self' is an error in either style, since the generated bodies call members through self")
    func selfName() throws {
        for style in ["", "@style(struct)\n"] {
            let spec = "\(style)client C {\n    func `self`(z: Int)\n}"
            let errors = ClientGenerator().lint([SourceFile(path: "t.client", text: spec)])
            try #require(errors.count == 1, "\(errors.map(\.message))")
            #expect(
                errors[0].message
                    == "'C.self\(style.isEmpty ? "(z:)" : "")' takes the name 'self', which the generated code declares as "
                    + "the value its bodies call members through ('self.name'), which a member would hide; rename it")
            #expect(SourceFile(path: "t.client", text: spec).text(errors[0].range) == "self")
        }
    }
}

/// Requirements a client re-declares from a standard protocol.
@Suite("Inherited standard requirements")
struct InheritedStandardRequirementTests {
    @Test(
        "A global-actor client declares a standard protocol's requirements 'nonisolated', an initializer too, or lint says to",
        arguments: [
            (
                "CustomStringConvertible", "@inherited @placeholder(\"\")\n    var description: String { get }",
                "    nonisolated var description: String { get }"
            ),
            ("Identifiable", "@placeholder(0)\n    var id: Int { get }", "    nonisolated var id: Int { get }"),
            (
                "RawRepresentable",
                "init?(rawValue: Int)\n    @placeholder(0)\n    nonisolated var rawValue: Int { get }",
                "    nonisolated init?(rawValue: Int)"
            ),
        ])
    func isolatedRequirement(parent: String, members: String, fixedLine: String) throws {
        let spec = "@MainActor\nclient C: \(parent) {\n    \(members)\n}"
        let errors = ClientGenerator().lint([SourceFile(path: "t.client", text: spec)]).filter { $0.severity == .error }
        try #require(errors.count == 1, "\(errors.map(\.message))")
        #expect(errors[0].id.rawValue == "sema.isolated-inherited-requirement")
        let fixed = String(
            decoding: FixItApplier.apply(errors[0].fixIts, to: SourceFile(path: "t.client", text: spec)).bytes,
            as: UTF8.self)
        #expect(fixed.contains(fixedLine + "\n"))
        #expect(ClientGenerator().lint([SourceFile(path: "t.client", text: fixed)]).isEmpty)
    }
}

/// `@noopValue`: what a struct client's `noop` returns for an endpoint.
@Suite("@noopValue")
struct NoopValueTests {
    @Test("A trapping endpoint with '@noopValue' leaves the struct its generated noop, which returns that value")
    func trappingEndpointNoop() throws {
        let spec = """
            @style(struct)
            @preview(.noop)
            client Router {
                @trapping
                @noopValue(.home)
                func current() -> Route
                func open(_ route: Route) async
            }
            """
        let result = ClientGenerator().generate([SourceFile(path: "Router.client", text: spec)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let output = try #require(result.files.first).contents
        #expect(output.contains("public static var noop") || output.contains("static var noop"))
        #expect(output.contains("current: { .home }"))
        #expect(output.contains("fatalError(\"Unimplemented: 'Router.current'\")"))
    }

    @Test("'@noopValue' on a protocol client's member is a warning with a fix-it that removes it")
    func protocolNoopValue() throws {
        let spec = "client C {\n    @noopValue(1)\n    func f() -> Int?\n}"
        let diagnostics = ClientGenerator().lint([SourceFile(path: "t.client", text: spec)])
        #expect(diagnostics.map(\.id.rawValue) == ["sema.protocol-noop-value"])
        #expect(diagnostics.first?.severity == .warning)
    }
}
