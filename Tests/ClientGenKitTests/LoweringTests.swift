import Testing

@testable import ClientGenCore
@testable import ClientGenImport

/// The lowering stage: validated specs become plans the emitters only print. Plans are compared whole.
@Suite("Lowering")
struct LoweringTests {
    private func lower(_ spec: String, _ artifacts: Set<Artifact>, extraModules: [String] = []) throws -> SpecPlan {
        let (models, diagnostics) = ClientGenerator().analyze([SourceFile(path: "S.client", text: spec)])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let extras = try extraModules.map { try ModuleImport(parsing: $0).model }
        return SpecLowering.plan(try #require(models.first), artifacts: artifacts, extraImports: extras)
    }

    /// A type as the parser reads it.
    private func type(_ text: String) throws -> TypeSyntax {
        try #require(SpecParser.parseType(text), "'\(text)' is not a type")
    }

    @Test("An overload for a default value forwards the kept arguments, calling an @autoclosure, and the default")
    func overloadForwardsAutoclosure() throws {
        let plan = try lower(
            "/// Logs.\npublic client Logger {\n    func log(_ message: @autoclosure () -> String, level: Int = 0)\n}",
            [.interface])
        let message = ParameterModel(
            label: nil, specLocalName: "message", type: try type("@autoclosure () -> String"),
            isVariadic: false, defaultValue: nil, passing: .autoclosure(throws: false, isAsync: false),
            isRecorded: false)
        let level = ParameterModel(
            label: "level", specLocalName: "level", type: .named("Int"), isVariadic: false,
            defaultValue: "0", passing: .byValue, isRecorded: true)
        func head(
            _ modifiers: DeclarationModifiers, _ parameters: [ParameterModel], _ names: FunctionHead.ParameterNames,
            defaults: FunctionHead.DefaultValues = .omitted
        )
            -> MemberHead
        {
            MemberHead(
                modifiers: modifiers, name: "log",
                kind: .function(
                    FunctionHead(
                        genericParameters: [], parameters: parameters, parameterNames: names,
                        localNames: names == .unique ? parameters.compactMap(\.specLocalName) : [],
                        defaultValues: defaults, effects: .none, result: nil, requirements: [])))
        }
        let intro = DeclarationIntro(docLines: [], attributes: [])
        let expected = ProtocolPlan(
            intro: DeclarationIntro(docLines: ["/// Logs."], attributes: []),
            head: TypeHead(
                modifiers: DeclarationModifiers(access: .public), kind: .protocol, name: "Logger",
                conformances: [.named("Sendable")]),
            requirements: [
                RequirementPlan(
                    intro: intro, head: head(DeclarationModifiers(access: nil), [message, level], .asWritten))
            ],
            overloads: OverloadExtensionPlan(
                attributes: [], head: .extension("Logger"),
                overloads: [
                    ForwardingMethodPlan(
                        intro: intro,
                        head: head(DeclarationModifiers(access: .public), [message], .unique, defaults: .callSite),
                        call: ForwardingCall(
                            callee: .member("log"), isThrowing: false, isAsync: false,
                            arguments: [
                                .init(
                                    label: nil,
                                    value: .parameter(
                                        name: "message", passing: .autoclosure(throws: false, isAsync: false))),
                                .init(label: "level", value: .expression("0")),
                            ]))
                ]))
        #expect(plan.artifacts == [.protocolInterface(expected)])
    }

    @Test("A mock member of a generic, throwing member records what it can and casts the erased result back")
    func genericMockMember() throws {
        let plan = try lower(
            "client Store {\n    func load<T: Decodable & Sendable>(_ type: T.Type) async throws -> T\n}", [.mock])
        guard case .mock(let mock) = try #require(plan.artifacts.first) else {
            Issue.record("expected a mock, got \(plan.artifacts)")
            return
        }
        let member = try #require(mock.members.first)
        let erased = try type("any Sendable.Type")
        let effects = MemberEffects(isAsync: true, isThrowing: true, thrownType: nil)
        #expect(member.name == "load(_:)")
        #expect(member.access == .call)
        #expect(member.stateModifiers == DeclarationModifiers(access: .internal, isNonisolated: true))
        #expect(
            member.handler
                == MockHandlerPlan(
                    name: "loadHandler",
                    type: ClosureTypePlan(
                        attributes: [.sendable], parameters: [.init(name: nil, type: erased)], effects: effects,
                        result: try type("any Sendable"))))
        #expect(member.callCount == MockCallCountPlan(name: "loadCallCount"))
        #expect(member.calls == MockCallsPlan(name: "loadCalls", elementType: erased))
        #expect(
            member.body
                == MockBodyPlan(
                    record: .append(calls: "loadCalls", captures: [], values: ["type"], hint: nil),
                    handler: "loadHandler",
                    handlerLocal: "handler",
                    missingHandler: UnimplementedBody(
                        issue: .missingHandler(member: "Store.load(_:)", mock: "MockStore", handler: "loadHandler"),
                        exit: .throwFailure(description: "Store.load(_:)")),
                    call: ForwardingCall(
                        callee: .local("handler"), isThrowing: true, isAsync: true,
                        arguments: [.init(label: nil, value: .parameter(name: "type", passing: .byValue))]),
                    result: .cast(
                        valueName: "value", resultName: "result", type: .named("T"),
                        mismatch: UnimplementedBody(
                            issue: .unexpectedHandlerResult(
                                mock: "MockStore", handler: "loadHandler", type: .named("T")),
                            exit: .throwFailure(description: "Store.load(_:)")))))
    }

    @Test("Mock locals never shadow a parameter, and inout arguments are captured by value when recorded")
    func mockLocalsAndInout() throws {
        let plan = try lower("client C {\n    func f(_ handler: inout Int, value: Int) -> Int?\n}", [.mock])
        guard case .mock(let mock) = try #require(plan.artifacts.first), let member = mock.members.first else {
            Issue.record("expected a mock, got \(plan.artifacts)")
            return
        }
        #expect(member.body.handlerLocal == "handler_")
        #expect(
            member.body.record
                == .append(calls: "fCalls", captures: ["handler"], values: ["handler", "value"], hint: nil))
        #expect(member.body.result == .returned)
        #expect(
            member.body.call.arguments == [
                .init(label: nil, value: .parameter(name: "handler", passing: .inout)),
                .init(label: nil, value: .parameter(name: "value", passing: .byValue)),
            ])
    }

    // An unrecorded inout parameter captured beside a recorded one was "capture 'items' was never used" in Swift.
    @Test("An inout argument the mock does not record is not captured")
    func unrecordedInoutIsNotCaptured() throws {
        let spec = "client C {\n    @unrecorded(items)\n    func f(_ value: Int, items: inout [Any]) async -> Int?\n}"
        let plan = try lower(spec, [.mock])
        guard case .mock(let mock) = try #require(plan.artifacts.first), let member = mock.members.first else {
            Issue.record("expected a mock, got \(plan.artifacts)")
            return
        }
        #expect(member.body.record == .append(calls: "fCalls", captures: [], values: ["value"], hint: nil))
    }

    @Test("A struct client's method keeps labels and defaults, is nonisolated, and calls the closure without labels")
    func structMethod() throws {
        let plan = try lower(
            "@style(struct)\npublic client Files {\n    func write(_ data: inout [UInt8], to path: String = \"/tmp\") throws\n}",
            [.interface])
        guard case .structInterface(let client) = try #require(plan.artifacts.first) else {
            Issue.record("expected a struct client, got \(plan.artifacts)")
            return
        }
        let method = try #require(client.methods.first)
        guard case .function(let head) = method.head.kind else {
            Issue.record("expected a function head")
            return
        }
        #expect(method.head.modifiers == DeclarationModifiers(access: .public, isNonisolated: true))
        #expect(head.defaultValues == .declared)
        #expect(head.parameterNames == .unique)
        #expect(
            method.call
                == ForwardingCall(
                    callee: .member("write"), isThrowing: true, isAsync: false,
                    arguments: [
                        .init(label: nil, value: .parameter(name: "data", passing: .inout)),
                        .init(label: nil, value: .parameter(name: "path", passing: .byValue)),
                    ]))
        #expect(
            client.endpoints.map(\.storage)
                == [
                    .recordedClosure(
                        ClosureTypePlan(
                            attributes: [.sendable],
                            parameters: [
                                .init(name: "data", type: try type("inout [UInt8]")),
                                .init(name: "path", type: .named("String")),
                            ], effects: MemberEffects(isAsync: false, isThrowing: true, thrownType: nil),
                            result: .named("Void")), storage: "_write", recorder: "_calls")
                ])
    }

    @Test("A struct client's optional endpoint is nil until set, and a sub-client of the run is its own test value")
    func structStoredMembers() throws {
        let plan = try lower(
            """
            @style(struct)
            client Outdoors {
                var dashboard: Dashboard { get }
                optional func lookup(_ key: String) -> String?
            }
            @style(struct)
            client Dashboard {
                func present() async
            }
            """, [.interface, .unimplemented])
        guard case .structInterface(let client) = plan.artifacts.first,
            case .structDefaults(let defaults) = plan.artifacts.dropFirst().first
        else {
            Issue.record("expected a struct client and its defaults, got \(plan.artifacts)")
            return
        }
        let lookup = ClosureTypePlan(
            attributes: [.sendable], parameters: [.init(name: "key", type: .named("String"))], effects: .none,
            result: try type("String?"))
        #expect(
            client.endpoints.map(\.storage) == [
                .value(.named("Dashboard"), isClosure: false), .optionalClosure(lookup),
            ])
        #expect(client.methods.isEmpty)
        #expect(
            defaults.initializer.endpoints == [
                UnimplementedEndpointPlan(name: "dashboard", value: .expression("Dashboard()")),
                UnimplementedEndpointPlan(name: "lookup", value: .expression("nil")),
            ])
        #expect(
            defaults.noop?.endpoints == [
                NoopEndpointPlan(name: "dashboard", value: .expression("Dashboard.noop")),
                NoopEndpointPlan(name: "lookup", value: .expression("nil")),
            ])
    }

    @Test("A client inheriting another client of the run implements its members, named among its own")
    func inheritedMembers() throws {
        let plan = try lower(
            """
            client WebRepository: AnyObject {
                func fetch(path: String) async throws -> String
            }
            client Trails: WebRepository {
                func fetch(id: Int) async throws -> String
            }
            """, [.interface, .unimplemented, .mock])
        let trails = plan.artifacts.suffix(3)
        guard case .protocolInterface(let interface) = trails.first,
            case .unimplementedDouble(let double) = trails.dropFirst().first, case .mock(let mock) = trails.last
        else {
            Issue.record("expected the artifacts of Trails, got \(plan.artifacts)")
            return
        }
        #expect(interface.head.conformances == [.named("WebRepository"), .named("Sendable")])
        #expect(interface.requirements.map(\.head.name) == ["fetch"])
        #expect(double.head.kind == .finalClass)
        #expect(
            double.members.map(\.body.issue) == [
                .unimplemented(member: "Trails.fetch(path:)"), .unimplemented(member: "Trails.fetch(id:)"),
            ])
        #expect(mock.members.map(\.handler.name) == ["fetchPathHandler", "fetchIdHandler"])
    }

    @Test("Imports: Dependencies with the access the file needs, the spec's, then extra modules, each once")
    func imports() throws {
        let plan = try lower(
            "@preconcurrency import Legacy\npublic import Models\npublic import Models\npublic client C {}", [.key],
            extraModules: ["Models", "Extra", "Extra"])
        // Only the key: no public declaration mentions the spec's imports, which lose their access; the extra module
        // is what a live or test-support module's public key extension and mock use, so it is public.
        #expect(
            plan.imports == [
                ImportModel(access: .public, path: "Dependencies"),
                ImportModel(attributes: [AttributeModel(name: "preconcurrency")], path: "Legacy"),
                ImportModel(path: "Models"),
                ImportModel(access: .public, path: "Extra"),
            ])
        let interface = try lower(
            "public import Models\npublic client C {}", [.interface], extraModules: ["public import Extra", "Extra"])
        #expect(
            interface.imports == [
                ImportModel(path: "Dependencies"), ImportModel(access: .public, path: "Models"),
                ImportModel(access: .public, path: "Extra"),
            ])
        let internalClient = try lower("client C {}", [.mock], extraModules: ["Extra"])
        #expect(internalClient.imports == [ImportModel(path: "Dependencies"), ImportModel(path: "Extra")])
        let own = try lower("package import Dependencies\npackage client C {}", [.key])
        #expect(own.imports == [ImportModel(access: .package, path: "Dependencies")])
    }

    @Test(
        "A client is class-bound however it writes AnyObject: its doubles are classes, and its composition is one parent",
        arguments: [": Swift.AnyObject", ": AnyObject & Sendable", ": Swift.Sendable & Swift.AnyObject"])
    func classBoundSpellings(written: String) throws {
        let plan = try lower("client C\(written) {\n    func ping() async\n}", [.interface, .unimplemented])
        guard case .protocolInterface(let interface) = try #require(plan.artifacts.first),
            case .unimplementedDouble(let double) = try #require(plan.artifacts.last)
        else {
            Issue.record("client C\(written): expected a protocol and its double, got \(plan.artifacts)")
            return
        }
        #expect(double.head.kind == .finalClass, "client C\(written)")
        #expect(interface.head.conformances.count == 2, "client C\(written)")
    }

    @Test("Sendable is added to a client's conformances once, whether written as Sendable or Swift.Sendable")
    func sendableConformance() throws {
        for written in ["", ": Swift.Sendable", ": Sendable, AnyObject"] {
            let plan = try lower("client C\(written) {}", [.interface])
            guard case .protocolInterface(let client) = try #require(plan.artifacts.first) else {
                Issue.record("client C\(written): the interface artifact is not a protocol")
                continue
            }
            #expect(client.head.conformances.filter(\.isSendableProtocol).count == 1, "client C\(written)")
        }
    }

    @Test("Generated documentation puts 'an' before a client's name that begins with a vowel sound, 'a' elsewhere")
    func articleFollowsTheSoundOfTheName() throws {
        let expected = [
            "AlertClient": "an", "EventBus": "an", "IsolatedRunner": "an", "OutdoorsClient": "an",
            "UpdateChecker": "an", "HourlyForecast": "an", "HTTPClient": "an", "SMSGateway": "an",
            "UserSession": "a", "UniversalLinks": "a", "EuroRates": "a", "OneTimeCodes": "a", "URLLoader": "a",
            "WeatherClient": "a", "Haptics": "a", "APIClient": "an",
        ]
        for (name, article) in expected {
            let (models, diagnostics) = ClientGenerator().analyze([
                SourceFile(path: "S.client", text: "public client \(name) {\n    func run()\n}")
            ])
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            let client = try #require(models.first?.clients.first)
            let lowering = ClientLowering(client: client)
            #expect(lowering.clientWithArticle() == "\(article) `\(name)`")
            let capital = article == "an" ? "An" : "A"
            #expect(lowering.clientWithArticle(capitalized: true) == "\(capital) `\(name)`")
        }
    }
}
