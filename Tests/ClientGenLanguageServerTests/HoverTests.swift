import ClientGenCore
import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Hover")
struct HoverTests {
    @Test(
        "On a directive, its forms and what it does: the docs' words, without their links",
        arguments: Directive.allCases)
    func directive(_ directive: Directive) throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        let spec =
            directive.appliesToClients
            ? "@\(directive.rawValue)\npublic client A {}\n"
            : "public client A {\n    @\(directive.rawValue)\n    func a()\n}\n"
        client.open("A.client", spec)
        let line = directive.appliesToClients ? 0 : 1
        let character = directive.appliesToClients ? 2 : 6
        let hover = try client.request("textDocument/hover", "A.client", line: line, character: character)
        let text = try #require(hover["contents"]?["value"]?.string)
        #expect(hover["contents"]?["kind"] == "markdown")
        #expect(text.contains(Markdown.withoutLinks(directive.reference.meaning)))
        #expect(text.contains("`\(directive.reference.forms[0])`"))
        #expect(!text.contains("](#"))
        let start = directive.appliesToClients ? 0 : 4
        #expect(hover["range"] == range(line, start, line, start + 1 + directive.rawValue.count))
    }

    @Test("Without Markdown, the hover is plain text")
    func plainText() throws {
        let client = try TestClient(capabilities: [:])
        defer { client.stop() }
        client.open("A.client", "@key(a)\npublic client A {}\n")
        let hover = try client.request("textDocument/hover", "A.client", line: 0, character: 1)
        #expect(hover["contents"]?["kind"] == "plaintext")
        #expect(hover["contents"]?["value"]?.string?.hasPrefix("@key(name) (on a client)") == true)
    }

    @Test("On a member of a protocol client, its requirement and its mock's handler, call count and calls")
    func protocolMember() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        let hover = try client.request("textDocument/hover", "Specs/Trails.client", line: 2, character: 11)
        let text = try #require(hover["contents"]?["value"]?.string)
        #expect(
            text == """
                `trails(near:)` generates:

                ```swift
                // protocol TrailsRepository
                /// Trails near a place.
                func trails(near place: String) async throws -> [String]

                // MockTrailsRepository
                /// What `trails(near:)` does. Without a handler, calls report an issue.
                nonisolated public var trailsHandler: (@Sendable (String) async throws -> [String])? {
                    get { _trailsHandler.value }
                    set { _trailsHandler.setValue(newValue) }
                }

                // MockTrailsRepository
                /// How many times `trails(near:)` was called.
                nonisolated public var trailsCallCount: Int { _trailsCalls.count }

                // MockTrailsRepository
                /// The arguments of each call to `trails(near:)`, in order.
                nonisolated public var trailsCalls: [String] { _trailsCalls.value }
                ```
                """)
        #expect(hover["range"] == range(2, 9, 2, 15))
    }

    @Test("On a member of a struct client, its endpoint and its recorder's call count and calls")
    func structMember() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/App.client", Fixtures.app)
        let hover = try client.request("textDocument/hover", "Specs/App.client", line: 3, character: 10)
        let text = try #require(hover["contents"]?["value"]?.string)
        #expect(text.hasPrefix("`refresh(force:)` generates:\n\n```swift\n// struct AppClient\n"))
        #expect(text.contains("nonisolated public var refresh: @Sendable (_ force: Bool) async throws -> Void {"))
        #expect(text.contains("// AppClient.Calls\n/// How many times `refresh` was called."))
        #expect(text.contains("nonisolated public var refreshCalls: [Bool] { _refreshCalls.value }"))
    }

    @Test("On a member of a spec with errors, why nothing is shown yet")
    func memberOfBrokenSpec() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Badges.client", Fixtures.emoji)
        let hover = try client.request("textDocument/hover", "Badges.client", line: 2, character: 10)
        #expect(hover["contents"]?["value"] == "What `badge(label:)` generates shows once the spec has no errors.")
    }

    @Test("On '@marker' in a client's inheritance, what it does: the words of the docs' table")
    func marker() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("A.client", "public client A: AnyObject, @marker Other {\n    func a()\n}\n")
        let hover = try client.request("textDocument/hover", "A.client", line: 0, character: 31)
        let text = try #require(hover["contents"]?["value"]?.string)
        #expect(text.hasPrefix("**`@marker`** on a parent in a client's inheritance\n\n"))
        #expect(text.hasSuffix(InheritanceAttribute.marker.meaning))
        #expect(hover["range"] == range(0, 28, 0, 35))
    }

    @Test("On a subscript's keyword, its requirement and its mock's handler, calls and assignments")
    func subscriptMember() throws {
        let client = try TestClient()
        defer { client.stop() }
        let spec = """
            public client Log: AnyObject {
                @placeholder(nil)
                subscript(metadataKey key: String) -> String? { get set }
            }

            """
        client.open("Log.client", spec)
        let hover = try client.request("textDocument/hover", "Log.client", line: 2, character: 8)
        let text = try #require(hover["contents"]?["value"]?.string)
        #expect(text.hasPrefix("`subscript(metadataKey:)` generates:\n\n```swift\n// protocol Log\n"))
        #expect(text.contains("subscript(metadataKey key: String) -> String? { get set }"))
        #expect(text.contains("subscriptMetadataKeyHandler"))
        #expect(text.contains("subscriptMetadataKeyAssignments"))
        #expect(hover["range"] == range(2, 4, 2, 13))
    }

    @Test("On a member under '#if', what it becomes, in each clause of the chain")
    func conditionalMember() throws {
        let client = try TestClient()
        defer { client.stop() }
        let spec = """
            public client Files {
                #if os(Linux)
                    func root() -> String?
                #else
                    func root(volume: Int) -> String?
                #endif
            }

            """
        client.open("Files.client", spec)
        let linux = try client.request("textDocument/hover", "Files.client", line: 2, character: 14)
        let text = try #require(linux["contents"]?["value"]?.string)
        #expect(text.hasPrefix("`root()` generates:"))
        #expect(text.contains("func root() -> String?") && !text.contains("volume"))
        let other = try client.request("textDocument/hover", "Files.client", line: 4, character: 14)
        let otherText = try #require(other["contents"]?["value"]?.string)
        #expect(otherText.hasPrefix("`root(volume:)` generates:"))
        #expect(otherText.contains("func root(volume: Int) -> String?"))
    }

    @Test("On a member in an '#else' branch, its own branch's mock handler, not the '#if' branch's namesake")
    func conditionalMemberMock() throws {
        let client = try TestClient()
        defer { client.stop() }
        let spec = """
            public client H {
                #if DEBUG
                    func h() async throws -> String
                #else
                    func h() async throws -> Int
                #endif
            }

            """
        client.open("H.client", spec)
        let debug = try #require(
            try client.request("textDocument/hover", "H.client", line: 2, character: 14)["contents"])
        #expect(debug["value"]?.string?.contains("hHandler: (@Sendable () async throws -> String)?") == true)
        let other = try #require(
            try client.request("textDocument/hover", "H.client", line: 4, character: 14)["contents"])
        let text = try #require(other["value"]?.string)
        #expect(text.contains("hHandler: (@Sendable () async throws -> Int)?") && !text.contains("-> String"))
    }

    @Test("On the name of a client declared in an '#else' branch, that declaration's line")
    func conditionalClientName() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("A.client", "#if DEBUG\nclient A {}\n#else\nclient A {}\n#endif\n")
        let hover = try client.request("textDocument/hover", "A.client", line: 3, character: 7)
        #expect(
            hover["contents"]?["value"]?.string?.hasSuffix(
                "Declared in `A.client`, line 4.\n\nRead it with `@Dependency(\\.a) var a`.") == true)
    }

    @Test("On a member of the second of two clients of one name in an '#if' chain, what that client's member becomes")
    func namesakeClients() throws {
        let client = try TestClient()
        defer { client.stop() }
        let spec = """
            #if os(Linux)
                public client Files {
                    func root() -> String?
                }
            #else
                public client Files {
                    func mount(volume: Int) async throws -> Bool
                }
            #endif

            """
        client.open("Files.client", spec)
        let second = try client.request("textDocument/hover", "Files.client", line: 6, character: 15)
        let text = try #require(second["contents"]?["value"]?.string)
        #expect(text.hasPrefix("`mount(volume:)` generates:"))
        #expect(text.contains("func mount(volume: Int) async throws -> Bool"))
        #expect(text.contains("mountVolumeCallCount") || text.contains("mountCallCount"))
        #expect(!text.contains("root"))
    }

    @Test("On a client's name, the line that declares it and where, and how code reads it")
    func clientName() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        let hover = try client.request("textDocument/hover", "Specs/Trails.client", line: 0, character: 36)
        #expect(
            hover["contents"]?["value"]
                == """
                ```swift
                public client WebRepository: AnyObject {
                ```
                Declared in `Base.client`, line 1.

                Read it with `@Dependency(\\.webRepository) var webRepository`.
                """)
    }

    @Test("A code fence in a declaration's comment does not close the hover's code block")
    func fenceInComment() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("A.client", "public client A {} // ```swift\npublic client B: A {}\n")
        let hover = try client.request("textDocument/hover", "A.client", line: 1, character: 17)
        #expect(
            hover["contents"]?["value"]?.string
                == "````swift\npublic client A {} // ```swift\n````\nDeclared in `A.client`, line 1.\n\n"
                + "Read it with `@Dependency(\\.a) var a`.")
    }

    @Test("A backticked client's name is backticked in the hover's type comment, as the generated code spells it")
    func backtickedClient() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Type.client", "public client `Type` {\n    func reload() async throws\n}\n")
        let hover = try client.request("textDocument/hover", "Type.client", line: 1, character: 10)
        let text = try #require(hover["contents"]?["value"]?.string)
        #expect(text.contains("// protocol `Type`\n"))
    }

    @Test("Elsewhere, and in documents the server does not know, no hover")
    func nothing() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        #expect(try client.request("textDocument/hover", "Specs/Trails.client", line: 0, character: 2) == .null)
        #expect(try client.request("textDocument/hover", "Specs/Trails.client", line: 20, character: 0) == .null)
        #expect(try client.request("textDocument/hover", "Nowhere.client", line: 0, character: 0) == .null)
    }
}
