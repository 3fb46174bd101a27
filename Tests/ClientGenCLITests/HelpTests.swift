import Testing

@testable import ClientGenCLI

/// `clientgen help <command>` and the argument parser read one table of options; these tests hold both directions:
/// every option the parser accepts is in the help, and every option the help mentions is accepted.
@Suite("Help")
struct HelpTests {
    /// A command line for `command` that is complete but for one more option.
    private func commandLine(_ command: String, with option: CommandLineOption, name: String) -> [String] {
        var arguments = [command]
        if command == "generate-clients" {
            // The package the command plugin describes: one target, Weather, with one spec.
            arguments += ["--package", "/p/", "1", "Weather", "Weather", "/p/Sources/Weather/", "1"]
            arguments += ["/p/Sources/Weather/Weather.client", "0"]
        } else if command != "lsp" {
            arguments.append(command == "import" ? "A.swift" : "A.client")
        }
        if command == "generate" || command == "import", option != .output, option != .outputFile {
            arguments += ["--output", "Out"]
        }
        arguments.append(name)
        switch option {
        case .emit: arguments.append("mock")
        case .diagnosticsFormat: arguments.append("json")
        case .output, .outputFile, .moduleImport, .context, .client: arguments.append("Value")
        case .target: arguments.append("Weather")
        case .only: arguments += ["sema.missing-placeholder", "--fix"]
        case .dryRun, .check, .fix, .stdio, .help: break
        }
        return arguments
    }

    /// The option names that start a line of the OPTIONS section of `help` (not the usage lines, which also name
    /// some options).
    private func optionsListed(in help: String) -> Set<String> {
        let section = help.split(separator: "\n").drop { $0 != "OPTIONS:" }.dropFirst().prefix { !$0.isEmpty }
        let heads = section.filter { $0.hasPrefix("  -") }.map { $0.split(separator: " ").prefix { $0.hasPrefix("-") } }
        return Set(heads.joined().map { String($0.trimmingCharacters(in: [","])) })
    }

    @Test("Every option a command accepts is listed in its help, and parses", arguments: CommandLineOption.commands)
    func acceptedOptionsAreListed(command: String) throws {
        let listed = optionsListed(in: HelpText.help(for: command))
        let options = CommandLineOption.accepted(by: command)
        // generate-clients prints progress and each target's diagnostics in text only.
        #expect(
            options.contains(.diagnosticsFormat) == (command != "lsp" && command != "generate-clients")
                && options.contains(.help))
        for option in options {
            for name in option.names {
                #expect(listed.contains(name), "\(name) is missing from the OPTIONS of 'clientgen help \(command)'")
                let arguments = commandLine(command, with: option, name: name)
                #expect(throws: Never.self) {
                    if command == "generate-clients" {
                        _ = try CommandLineArguments.parseGenerateClients(Array(arguments.dropFirst()))
                    } else {
                        _ = try CommandLineArguments.parse(arguments)
                    }
                }
            }
        }
    }

    @Test("Every option a command's help mentions is one the parser accepts", arguments: CommandLineOption.commands)
    func listedOptionsAreAccepted(command: String) {
        let help = HelpText.help(for: command)
        let tokens = help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," || $0 == "'" || $0 == "(" })
        let mentioned = tokens.compactMap { token -> String? in
            let dashes = token.prefix { $0 == "-" }.count
            let name = token.prefix { $0 == "-" || $0.isLetter }
            guard (1...2).contains(dashes), name.count > dashes else { return nil }
            return String(name)
        }
        #expect(!mentioned.isEmpty)
        for name in Set(mentioned) {
            #expect(CommandLineOption.named(name, for: command) != nil, "'\(name)' is in the help but not accepted")
        }
    }

    @Test("generate's help mentions --diagnostics-format, --dry-run's checks, the spec size limit and --import forms")
    func generateHelpIsComplete() {
        let help = HelpText.help(for: "generate")
        #expect(help.contains("--diagnostics-format <format>"))
        #expect(help.contains("Run every check a real run makes"))
        #expect(help.contains("at most 16 MB"))
        #expect(help.contains("@preconcurrency public import Models"))
        #expect(HelpText.help(for: "lint").contains("--diagnostics-format <format>"))
        #expect(help.contains("--check found files that would change"))
    }

    @Test("An option too long to share a line with its help gets a line of its own, and the help stays aligned")
    func longOptionsKeepTheHelpAligned() {
        let lines = HelpText.options(of: "generate").split(separator: "\n").dropFirst()
        let labelsAlone = lines.filter { $0.hasPrefix("  -") && !$0.dropFirst(2).contains("  ") }
        #expect(labelsAlone == ["  --context <spec-or-directory>", "  --diagnostics-format <format>"])
        for line in lines where !labelsAlone.contains(line) {
            #expect(line.prefix(29).last == " " && line.dropFirst(29).first != " ", "misaligned: '\(line)'")
        }
    }
}
