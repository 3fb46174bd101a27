import ClientGenKit
import Foundation
import Testing

/// Attacks on what the generator copies verbatim (doc comments, default values, directive arguments, attributes,
/// imports, names): each hostile spec is either refused with a diagnostic, or generates code in which Swift's own
/// parser finds only the declarations clientgen writes. `swiftc -dump-parse` is the judge.
@Suite("Verbatim copies cannot inject code")
struct VerbatimCopyTests {
    /// A spec whose `ping` member carries the hostile text, and what must happen to it: refused with the diagnostic
    /// `id`, or (`id == nil`) generated into code that parses as clientgen's declarations only.
    struct Attack: Sendable, CustomTestStringConvertible {
        var name: String
        var spec: String
        var id: String?

        var testDescription: String { name }
    }

    static let attacks: [Attack] = [
        Attack(
            name: "CR in a /// comment", spec: "/// doc\rstruct Evil {}\nfunc ping() async",
            id: "parser.nested-declaration"),
        Attack(
            name: "CR in a /// comment at the top",
            spec: "func ping() async\n}\n/// d\rlet evil = 1\nclient Z {\nfunc z() async",
            id: "parser.expected-top-level-declaration"),
        Attack(name: "CRLF doc comment", spec: "/// doc\r\n/// more\r\nfunc ping() async", id: nil),
        Attack(name: "CR in a /** */ comment", spec: "/** doc\rstruct Evil {} */\nfunc ping() async", id: nil),
        Attack(
            name: "CR in a default string", spec: "func ping(x: String = \"a\rstruct Evil {}\r\") async",
            id: "lexer.unterminated-string"),
        Attack(
            name: "escaped CR in a default string", spec: "func ping(x: String = \"a\\\rstruct Evil {}\") async",
            id: "lexer.unterminated-string"),
        Attack(
            name: "name in backticks with code", spec: "func ping() -> `Int; struct Evil {}`",
            id: "lexer.invalid-backticked-character"),
        Attack(
            name: "one-line raw string that looks multiline",
            spec: "func ping(x: String = #\"\"\"# + \"\"\"\n) } struct Evil {} //\n\"\"\") async", id: nil),
        Attack(
            name: "extended regex hiding a comment",
            spec: "func ping(x: Int = f(#/ // /#) } ; struct Evil {}\n)) async", id: "lexer.regex-literal"),
        Attack(
            name: "bare regex hiding a string", spec: "func ping(x: Int = f(/\"/) } ; struct Evil {} ; _ = /\"/) async",
            id: "lexer.regex-literal"),
        Attack(
            name: "comment in an interpolation", spec: "func ping(x: String = \"\\( 1 /* ) \\\" */ )\") async", id: nil),
        Attack(
            name: "#if in a directive", spec: "@placeholder(0 #if false)\nfunc ping() -> Int",
            id: "parser.misplaced-directive"),
        Attack(
            name: "#if around a member's parameters", spec: "func ping(\n#if false\nx: Int\n#endif\n) async",
            id: "parser.misplaced-directive"),
        Attack(
            name: "#if around an accessor", spec: "var ping: Int {\n#if false\nget\n#endif\n}",
            id: "parser.misplaced-directive"),
        Attack(
            name: "#if around a member, which its doubles are under too", spec: "#if false\nfunc ping() async\n#endif",
            id: nil),
        Attack(
            name: "#endif in a default value", spec: "func ping(x: Int = (1\n#endif\n)) -> Int",
            id: "parser.misplaced-directive"),
        Attack(
            name: "';' in a directive", spec: "@placeholder(0; struct Evil {})\nfunc ping() -> Int",
            id: "parser.semicolon-in-expression"),
        Attack(
            name: "';' in a default value", spec: "func ping(x: Int = 0; struct Evil {}) async",
            id: "parser.semicolon-in-expression"),
        Attack(
            name: "line break in a directive", spec: "@live(Live()\nstruct Evil {})\nfunc ping() async",
            id: "parser.line-break-in-directive-argument"),
        Attack(
            name: "mismatched brackets in a directive",
            spec: "@live(( }; struct Evil {}; extension X { var y: Int { ( ) } })\nfunc ping() async",
            id: "parser.mismatched-bracket"),
        Attack(
            name: "import with code in backticks",
            spec: "func ping() async\n}\nimport `Foo; struct Evil {}`\nclient Z {\nfunc z() async",
            id: "lexer.invalid-backticked-character"),
        Attack(
            name: "type name in backticks with a keyword", spec: "func ping() async throws -> `some Sendable`",
            id: "lexer.invalid-backticked-character"),
        Attack(
            name: "multi-line directive inside brackets", spec: "@placeholder(Int(\n  0\n))\nfunc ping() -> Int",
            id: nil),
        Attack(
            name: "code after a CR in an attribute's argument",
            spec: "@available(iOS 15, *\rlet evil = 1\r)\nfunc ping() async", id: "parser.declaration-in-expression"),
        Attack(
            name: "code in a global actor's argument", spec: "@MainActor(\r\nstruct Evil {}\r\n)\nfunc ping() async",
            id: "parser.declaration-in-expression"),
        Attack(
            name: "a declaration after a line break in a default value",
            spec: "func ping(x: Int = 0\nlet evil = 1) async", id: "parser.declaration-in-expression"),
        Attack(
            name: "a statement in a directive's brackets", spec: "@placeholder(f(\nreturn evil\n))\nfunc ping() -> Int",
            id: "parser.declaration-in-expression"),
        Attack(
            name: "a line separator after a number",
            spec: "func ping(x: Int = 0\u{2028}let evil = 1\u{2028}) async", id: "lexer.invalid-character"),
        Attack(
            name: "a NUL in a doc comment", spec: "/// Pings.\u{0}\nfunc ping() async", id: "lexer.invalid-character"),
        Attack(
            name: "a control character in a placeholder's string",
            spec: "@placeholder(\"a\u{7}b\")\nfunc ping() -> String",
            id: "lexer.invalid-character"),
        Attack(
            name: "a tab in a multiline default value", spec: "func ping(x: String = \"\"\"\n\ta\n\"\"\") async",
            id: nil),
        Attack(
            name: "keywords as argument labels and members, declarations inside a closure",
            spec:
                "func ping(x: Int = Foo(for: 1, in: 2).init(3).self, y: () -> Int = { let one = 1; return one }) async",
            id: nil),
    ]

    private func generate(_ attack: Attack) -> GenerationResult {
        let spec = "client Hostile {\n" + attack.spec + "\n}\n"
        return ClientGenerator().generate([SourceFile(path: "Hostile.client", text: spec)])
    }

    @Test("Each hostile spec is refused with its diagnostic or generates", arguments: attacks)
    func refusedOrGenerated(attack: Attack) {
        let result = generate(attack)
        if let id = attack.id {
            #expect(result.diagnostics.map(\.id.rawValue).contains(id), "\(result.diagnostics.map(\.message))")
            #expect(result.files.isEmpty)
        } else {
            #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.message))")
            #expect(result.files.count == 1)
        }
    }

    /// The declarations a generated file may have at its top level, as `swiftc -dump-parse` names them.
    static let generatedDeclarationKinds: Set<String> = [
        "import_decl", "protocol", "enum_decl", "extension_decl", "struct_decl", "class_decl",
    ]

    @Test(
        "What the accepted hostile specs generate parses as clientgen's declarations only",
        .enabled(if: Swiftc.isAvailable))
    func generatedCodeParsesAsWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-verbatim-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (number, attack) in Self.attacks.enumerated() where attack.id == nil {
            let file = try #require(generate(attack).files.first)
            let url = directory.appendingPathComponent("Attack\(number).swift")
            try Data(file.utf8).write(to: url)
            paths.append(url.path)
        }
        // With several files, swiftc prints the dump on standard error, with any diagnostics.
        let parse = try Swiftc.run(["-dump-parse"] + paths)
        let lines = (parse.output + parse.errors).split(separator: "\n")
        #expect(parse.status == 0)
        #expect(!lines.contains { $0.contains(": error: ") })
        let topLevel = lines.filter { $0.hasPrefix("  (") }
        #expect(topLevel.count >= paths.count * 4)
        for line in topLevel {
            let kind = line.dropFirst(3).prefix { $0 != " " }
            #expect(Self.generatedDeclarationKinds.contains(String(kind)), "\(line)")
        }
        // No declaration anywhere is named after the attacks' payload.
        #expect(!lines.contains { $0.contains(#""Evil""#) || $0.contains(#""evil""#) })
    }
}

/// The `#if` conditions around a spec's imports are written back from their tokens, and only what conditions are
/// made of is accepted, with matching parentheses: a comment, a keyword or a stray bracket could otherwise leave a
/// generated `#if` that Swift cannot read, or carry code.
@Suite("Compilation conditions")
struct CompilationConditionTests {
    private func lint(condition: String) -> [String] {
        let spec = "#if \(condition)\nimport A\n#endif\nclient C {\n    func c() async\n}\n"
        return ClientGenerator().lint([SourceFile(path: "C.client", text: spec)]).map(\.id.rawValue)
    }

    @Test(
        "A condition that is not one Swift reads is refused",
        arguments: [
            ("canImport(A // )", "parser.unbalanced-condition"), ("DEBUG)))", "parser.unbalanced-condition"),
            ("((DEBUG)", "parser.unbalanced-condition"),
            ("canImport(A\u{0B}let evil = 1\u{0B})", "parser.invalid-condition"),
            ("os(Linux) == true", "parser.invalid-condition"), ("DEBUG #", "parser.invalid-condition"),
        ])
    func invalidConditions(condition: String, id: String) {
        #expect(lint(condition: condition).contains(id))
    }

    @Test("Conditions Swift reads are accepted and written back without their comments")
    func validConditions() throws {
        let condition = "swift(>=5.9) && !os(Linux) || compiler(<6.0) /* why */ && canImport(A.B) // note"
        #expect(lint(condition: condition).isEmpty)
        let spec = "#if \(condition)\nimport A\n#endif\nclient C {\n    func c() async\n}\n"
        let file = try #require(ClientGenerator().generate([SourceFile(path: "C.client", text: spec)]).files.first)
        #expect(
            file.contents.contains("#if swift(>=5.9) && !os(Linux) || compiler(<6.0) && canImport(A.B)\nimport A\n"))
    }
}

/// Runs the toolchain's `swiftc`.
enum Swiftc {
    static let isAvailable = (try? run(["-version"]))?.status == 0

    /// Runs `swiftc` with standard error in a file, so that neither stream can fill its pipe while the other is read.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let errorsURL = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-swiftc-\(UUID())")
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorsURL) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = try String(contentsOf: errorsURL, encoding: .utf8)
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), errors)
    }
}
