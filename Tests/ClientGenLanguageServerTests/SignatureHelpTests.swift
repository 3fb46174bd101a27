import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Signature help")
struct SignatureHelpTests {
    static let spec = """
        @style(protocol)
        client Pages {
            @placeholder(Page(query: query, items: []))
            func page(query: String) async -> Page
            @unrecorded(query, token)
            func search(query: String, token: String) async throws -> [Page]
        }

        """

    /// The signature help at a position of `spec`.
    static func help(line: Int, character: Int) throws -> JSONValue {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Pages.client", spec)
        return try client.request("textDocument/signatureHelp", "Pages.client", line: line, character: character)
    }

    @Test("In a directive's parentheses, its form, parameters and meaning, nested brackets skipped")
    func placeholder() throws {
        let help = try Self.help(line: 2, character: 38)
        let signature = help["signatures"]?[0]
        #expect(help["signatures"]?.array?.count == 1)
        #expect(signature?["label"] == "@placeholder(expression)")
        #expect(signature?["parameters"] == [["label": "expression"]])
        #expect(signature?["activeParameter"] == 0)
        #expect(
            signature?["documentation"]?["value"]?.string?.hasPrefix("What the unimplemented double returns") == true)
    }

    @Test("The argument after a comma is the active one; the form already written is the active signature")
    func activeParts() throws {
        let list = try Self.help(line: 4, character: 24)
        #expect(list["signatures"]?[0]?["label"] == "@unrecorded(a, b)")
        #expect(list["signatures"]?[0]?["activeParameter"] == 1)
        let style = try Self.help(line: 0, character: 10)
        #expect(
            style["signatures"]?.array?.compactMap { $0["label"]?.string } == ["@style(struct)", "@style(protocol)"])
        #expect(style["activeSignature"] == 1)
    }

    @Test("Outside a directive's parentheses, in a Swift attribute's or a method's, there is no signature help")
    func nowhereElse() throws {
        #expect(try Self.help(line: 3, character: 20) == .null)
        #expect(try Self.help(line: 2, character: 4) == .null)
        #expect(try Self.help(line: 2, character: 48) == .null)
        let client = try TestClient()
        defer { client.stop() }
        client.open("A.client", "client A {\n    @available(iOS 15, *)\n    func f()\n}\n")
        #expect(try client.request("textDocument/signatureHelp", "A.client", line: 1, character: 20) == .null)
    }
}
