import Testing

@testable import ClientGenCore
@testable import ClientGenImport

@Suite("Rendering")
struct RenderingTests {
    @Test("The code writer indents nested blocks and writes blank lines without whitespace")
    func codeWriter() {
        var writer = CodeWriter()
        writer.block("struct S") { writer in
            writer.line("let a = 1")
            writer.blankLine()
            writer.block("func f()") { writer in
                writer.line("")
                writer.line("return")
            }
        }
        #expect(writer.output == "struct S {\n    let a = 1\n\n    func f() {\n\n        return\n    }\n}\n")
    }

    @Test(
        "Names are backticked where Swift reserves them, and labels only where Swift requires it",
        arguments: [
            ("default", "`default`", "default"), ("class", "`class`", "class"), ("inout", "`inout`", "`inout`"),
            ("get", "get", "get"), ("async", "async", "async"), ("value", "value", "value"), ("Self", "`Self`", "Self"),
            ("Type", "`Type`", "Type"), ("Protocol", "`Protocol`", "Protocol"), ("let", "`let`", "`let`"),
        ])
    func escaping(name: String, escaped: String, label: String) {
        #expect(SwiftName.escaped(name) == escaped)
        #expect(SwiftName.label(name) == label)
    }

    @Test(
        "A nested type named 'Type' or 'Protocol' keeps its backticks, unlike the metatype it would otherwise read as",
        arguments: [
            "Pokemon.`Type`", "Pokemon.Type", "Tunnel.`Protocol`", "P.Protocol", "Pokemon.`Type`.Kind",
            "[Pokemon.`Type`: Tunnel.`Protocol`?]",
        ])
    func nestedTypeNamedLikeMetatype(spelling: String) throws {
        let type = try #require(SpecParser.parseType(spelling))
        var output = ""
        type.write(to: &output)
        #expect(output == spelling)
    }

    @Test(
        "At call sites only 'inout' needs backticks as a label", arguments: ["inout", "var", "let", "for", "default"])
    func callSiteLabels(name: String) {
        #expect(SwiftName.argumentLabel(name) == (name == "inout" ? "`inout`" : name))
    }

    @Test(
        "Accessor names are the client's name in lowerCamelCase, leading acronyms included",
        arguments: [
            ("WeatherClient", "weatherClient"), ("URLSessionClient", "urlSessionClient"), ("API", "api"),
            ("IOClient", "ioClient"), ("client", "client"), ("X", "x"),
        ])
    func lowerCamelCase(name: String, expected: String) {
        #expect(SwiftName.lowerCamelCase(name) == expected)
    }

    @Test("Code text keeps every byte across its inline and spilled storage", arguments: [1, 7, 95, 96, 97, 300])
    func codeTextStorage(pieceLength: Int) {
        let pieces = (0..<5).map { index in String(repeating: Character(String(index)), count: pieceLength) + "é" }
        var code: CodeText = "\(pieces[0])"
        for piece in pieces.dropFirst() { code.append(piece) }
        code.append(CodeText(pieces[0]))
        #expect(code.string == pieces.joined() + pieces[0])
        #expect(code.count == (pieces.joined() + pieces[0]).utf8.count)
    }

    @Test(
        "Labels appended to mock names are capitalized by their first character, Unicode included",
        arguments: [
            ("id", "Id"), ("forecast", "Forecast"), ("URL", "URL"), ("_x", "_x"), ("é", "É"),
            ("e\u{301}x", "E\u{301}x"), ("", ""),
        ])
    func upperCamelCase(name: String, expected: String) {
        #expect(SwiftName.upperCamelCase(name) == expected)
    }

    @Test(
        "String literals escape quotes, backslashes and control characters, and keep everything else",
        arguments: [
            (#"a "b" \c"#, #""a \"b\" \\c""#),
            ("line\nbreak\u{1}", #""line\nbreak\u{1}""#),
            ("tab\there\r\u{7F}", #""tab\there\r\u{7f}""#),
            ("é ☂️ 'ok'", #""é ☂️ 'ok'""#),
            ("", #""""#),
        ])
    func stringLiterals(text: String, literal: String) {
        let code: CodeText = "\(literal: text)"
        #expect(code.string == literal)
    }
}
