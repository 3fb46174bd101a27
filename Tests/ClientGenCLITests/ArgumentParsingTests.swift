import ClientGenFormat
import ClientGenKit
import Testing

@testable import ClientGenCLI

@Suite("Command-line arguments")
struct ArgumentParsingTests {
    @Test(
        "Valid command lines parse into commands",
        arguments: [
            (["--help"], Command.help(topic: nil)), (["-h"], .help(topic: nil)), (["help"], .help(topic: nil)),
            (["help", "generate"], .help(topic: "generate")), (["lint", "--help"], .help(topic: "lint")),
            (["--version"], .version),
            (["lint", "a.client", "Specs"], .lint(inputs: ["a.client", "Specs"], format: .text)),
            (
                ["generate", "Specs", "--output", "Out"],
                .generate(GenerateOptions(inputs: ["Specs"], destination: .directory("Out")))
            ),
            (
                ["generate", "-o", "Out", "Specs"],
                .generate(GenerateOptions(inputs: ["Specs"], destination: .directory("Out")))
            ),
            (
                ["generate", "Specs", "--output=Out", "--emit", "mock,key", "--import", "Models", "--import=Weather"],
                .generate(
                    GenerateOptions(
                        inputs: ["Specs"], destination: .directory("Out"), artifacts: [.mock, .key],
                        imports: ["Models", "Weather"]))
            ),
            (
                ["generate", "--emit=interface", "-o", "O", "--", "--odd.client"],
                .generate(
                    GenerateOptions(inputs: ["--odd.client"], destination: .directory("O"), artifacts: [.interface]))
            ),
            (
                ["generate", "A.client", "--output-file", "/tmp/A.client.swift", "--check"],
                .generate(
                    GenerateOptions(inputs: ["A.client"], destination: .file("/tmp/A.client.swift"), mode: .check))
            ),
            (
                ["generate", "Specs", "-o", "O", "--dry-run"],
                .generate(GenerateOptions(inputs: ["Specs"], destination: .directory("O"), mode: .dryRun))
            ),
            (["lint", "Specs", "--diagnostics-format", "json"], .lint(inputs: ["Specs"], format: .json)),
            (["lint", "Specs", "--fix"], .lint(inputs: ["Specs"], format: .text, fix: FixItSelection())),
            (
                ["lint", "Specs", "--fix", "--only", "sema.missing-placeholder", "--only=fixit.insert-colon"],
                .lint(
                    inputs: ["Specs"], format: .text,
                    fix: FixItSelection(ids: ["sema.missing-placeholder", "fixit.insert-colon"]))
            ),
            (["format", "Specs", "A.client"], .format(FormatOptions(inputs: ["Specs", "A.client"]))),
            (
                ["format", "--check", "Specs", "--diagnostics-format=json"],
                .format(FormatOptions(inputs: ["Specs"], isCheck: true, diagnosticsFormat: .json))
            ),
            (["format", "--help"], .help(topic: "format")),
            (
                ["generate", "Specs", "-o", "O", "--diagnostics-format=json"],
                .generate(GenerateOptions(inputs: ["Specs"], destination: .directory("O"), diagnosticsFormat: .json))
            ),
            (
                ["generate", "Specs", "-o", "O", "--import", "@preconcurrency public import Models.Sub"],
                .generate(
                    GenerateOptions(
                        inputs: ["Specs"], destination: .directory("O"),
                        imports: ["@preconcurrency public import Models.Sub"]))
            ),
        ])
    func validCommandLines(arguments: [String], command: Command) throws {
        #expect(try CommandLineArguments.parse(arguments) == command)
    }

    @Test(
        "Mistakes are usage errors that say what is wrong and suggest a fix",
        arguments: [
            ([], "no command given"),
            (["gen"], "unknown command 'gen'; did you mean 'generate'?"),
            (["--verison"], "unknown option '--verison'"),
            (["generate", "Specs"], "'generate' needs '--output <directory>'"),
            (["generate", "--output", "Out"], "'generate' needs at least one .client file or directory"),
            (
                ["generate", "Specs", "--outptu", "Out"],
                "unknown option '--outptu' for 'generate'; did you mean '--output'?"
            ),
            (["generate", "Specs", "--output"], "missing value for '--output'"),
            (
                ["generate", "Specs", "-o", "O", "--emit", "mocks"],
                "unknown artifact 'mocks' in '--emit'; did you mean 'mock'? (choose from interface, key, values, unimplemented, mock, live)"
            ),
            (["lint", "Specs", "--output", "O"], "unknown option '--output' for 'lint'"),
            (["lint", "Specs", "--only", "sema.missing-placeholder"], "'--only' chooses fix-its: it needs '--fix'"),
            (
                ["lint", "Specs", "--fix", "--only", "sema.missing-placeholdr"],
                "no diagnostic or fix-it has the id 'sema.missing-placeholdr'; did you mean 'sema.missing-placeholder'? "
                    + "(the ids are in the 'id' of 'clientgen lint --diagnostics-format json')"
            ),
            (["format", "Specs", "--fix"], "unknown option '--fix' for 'format'"),
            (["format", "--check"], "'format' needs at least one .client file or directory"),
            (["fromat", "Specs"], "unknown command 'fromat'; did you mean 'format'?"),
            (["help", "lnt"], "unknown command 'lnt'; did you mean 'lint'?"),
            (
                ["lint", "A.client", "--diagnostics-format", "xml"],
                "unknown diagnostics format 'xml'; choose 'text' or 'json'"
            ),
            (["generate", "Specs", "--output-file", "A.swift"], "'--output-file' takes exactly one .client file"),
            (
                ["generate", "A.client", "-o", "O", "--output-file", "A.swift"],
                "'--output' and '--output-file' cannot be combined"
            ),
            (
                ["generate", "A.client", "-o", "O", "--check", "--dry-run"],
                "'--dry-run' and '--check' cannot be combined"
            ),
            (["generate", "Specs", "--output", ""], "empty value for '--output'"),
            (["generate", "Specs", "--output="], "empty value for '--output'"),
            (["generate", "A.client", "--output-file", ""], "empty value for '--output-file'"),
            (["generate", "Specs", "-o", "O", "--import", ""], "empty value for '--import'"),
            (["generate", "Specs", "-o", "O", "--dry-run=yes"], "'--dry-run' takes no value"),
            (
                ["generate", "Specs", "-o", "O", "--import", "A B"],
                "invalid value for '--import': 'A B' is not a module name"
            ),
            (
                ["generate", "Specs", "-o", "O", "--import", "Models\nstruct Evil {}"],
                "invalid value for '--import': a module name cannot contain a line break or control character (U+000A)"
            ),
            (
                ["generate", "Specs", "-o", "O", "--import", "Models; import Other"],
                "invalid value for '--import': not an import declaration: expected 'import' or 'client' declaration"
            ),
            (
                ["generate", "Specs", "-o", "O", "--import", "static import Models"],
                "invalid value for '--import': 'static' is not an access level an import can have"
            ),
            (
                ["generate", "Specs", "-o", "O", "--import", "`Foo; struct Evil {}`"],
                "invalid value for '--import': '`Foo; struct Evil {}`' is not a module name"
            ),
            (
                ["generate", "Specs", "-o", "O", "--import", "class"],
                "invalid value for '--import': 'class' is not a module name"
            ),
            (["generate", "Specs", "-o", "A", "--output", "B"], "'--output' is given more than once"),
            (["generate", "Specs", "-o", "A", "--emit", "mock", "--emit", "key"], "'--emit' is given more than once"),
            (["import", "Sources", "-o", "A", "-o", "B"], "'-o' is given more than once"),
            (
                ["lint", "Specs", "--diagnostics-format", "json", "--diagnostics-format=text"],
                "'--diagnostics-format' is given more than once"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect {
            _ = try CommandLineArguments.parse(arguments)
        } throws: { error in
            (error as? UsageError)?.message == message
        }
    }
}
