import ClientGenCore

/// The text of `--help` for the tool and each command, and the one-line usage shown after a usage error. Each
/// command's options are listed from ``CommandLineOption``, the table the parser reads.
enum HelpText {
    static func usage(for command: String?) -> String {
        switch command {
        case "generate": return "usage: clientgen generate <input>... --output <directory> [--emit <artifacts>] [...]"
        case "generate-clients":
            return "usage: swift package generate-clients [--target <target>]... [--dry-run | --check]"
        case "lint":
            return "usage: clientgen lint <input>... [--context <input>]... [--fix [--only <id>]...] "
                + "[--diagnostics-format <format>]"
        case "format": return "usage: clientgen format <input>... [--check] [--diagnostics-format <format>]"
        case "import":
            return "usage: clientgen import <swift-file-or-directory>... --output <directory> [--client <name>]... "
                + "[--dry-run]"
        case "lsp": return "usage: clientgen lsp"
        default: return "usage: clientgen <generate|lint|format|import|lsp|help> [options] (see 'clientgen --help')"
        }
    }

    static func help(for command: String?) -> String {
        switch command {
        case "generate": return generate
        case "generate-clients": return generateClients
        case "lint": return lint
        case "format": return format
        case "import": return importClients
        case "lsp": return languageServer
        case "help": return "USAGE: clientgen help [<command>]\n\nShows help for clientgen or one of its commands.\n"
        default: return overview
        }
    }

    /// The OPTIONS section of a command: each option's names and value, then its help, aligned.
    static func options(of command: String) -> String {
        let width = 29
        var lines = ["OPTIONS:"]
        let indent = String(repeating: " ", count: width)
        for option in CommandLineOption.accepted(by: command) {
            let label = "  " + option.names.joined(separator: ", ") + (option.valueName.map { " " + $0 } ?? "")
            var help = option.help.map { indent + $0 }
            if label.count < width - 1 {
                help[0] = label + help[0].dropFirst(label.count)
            } else {
                lines.append(label)  // Too long to share a line with its help, which starts on the next.
            }
            lines += help
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let overview = """
        OVERVIEW: Generates swift-dependencies clients from .client specs: a Sendable protocol, a TestDependencyKey
        whose testValue is an unimplemented double, a DependencyValues accessor, and a mock.

        USAGE: clientgen <command> [<options>]

        COMMANDS:
          generate    Generate one Swift file per spec.
          lint        Check specs without generating anything; with --fix, apply their fix-its.
          format      Lay out specs in the canonical style, in place.
          import      Turn the dependency clients of Swift sources into specs.
          lsp         Run the language server for editors, over standard input and output.
          help        Show help for a command.

        OPTIONS:
          -h, --help  Show help.
          --version   Show the version.

        EXIT CODES:
          0   success
          1   a spec has errors (nothing is written), an input cannot be read, an output cannot be written (nothing
              is changed), or standard output or error could not be written
          64  usage error

        See 'clientgen help <command>' for a command's options, and Docs/SpecLanguage.md for the spec language.

        """

    private static let generate = """
        OVERVIEW: Generate one Swift file per .client spec. If any spec has an error, or any output cannot be
        written, nothing is written.

        USAGE: clientgen generate <input>... --output <directory> [<options>]
               clientgen generate <spec> --output-file <file> [<options>]

        ARGUMENTS:
          <input>                    A .client file (at most \(InputCollector.maximumSpecSize / 1_048_576) MB), or a \
        directory searched recursively for them.

        \(options(of: "generate"))
        Files whose content is unchanged are not rewritten; files that do not start with
        '\(ClientGenerator.generatedHeaderPrefix)' are never overwritten. A spec several inputs reach (a folder and a
        file in it) is generated once, where the first of them places it.

        EXIT CODES:
          0   success
          1   a spec has errors, the inputs hold no spec, an input cannot be read, an output cannot be written
              (nothing is changed), standard output or error could not be written,
              or --check found files that would change
          64  usage error

        """

    private static let generateClients = """
        OVERVIEW: What the GenerateClients command plugin runs for 'swift package generate-clients' (the executable
        clientgen-generate-clients, which is clientgen with the plugins' planning code): for each target
        of the package (or each named with --target), read its clientgen.json, and generate from its specs and those
        of the targets its 'specsFrom' names into its output folder ('Generated' unless 'output' says otherwise), with
        'clientgen generate', whose command line it prints first. Each target is written all or nothing; the run
        stops at the first target that fails.

        USAGE: swift package generate-clients [<options>]
               clientgen-generate-clients <package description> [<options>]

        ARGUMENTS:
          <package description>      The package, as the plugin describes it: its folder, then the count of its
                                     Swift targets and, for each, its name, module, folder, its specs and
                                     clientgen.json (a count, then the paths) and its dependencies (a count, then
                                     their names).

        \(options(of: "generate-clients"))
        EXIT CODES:
          0   success
          1   a target's clientgen.json is wrong, a target named with --target has no specs, or generate failed
          64  usage error

        """

    private static let lint = """
        OVERVIEW: Parse and validate .client specs, reporting every error, without generating anything. With --fix,
        apply the fix-its the diagnostics suggest to the specs, in place, and report what is left.

        USAGE: clientgen lint <input>... [<options>]

        ARGUMENTS:
          <input>                    A .client file, or a directory searched recursively for them.

        \(options(of: "lint"))
        With --fix, fix-its that overlap one applied before them wait for the next round; rounds stop when nothing
        more applies (after at most \(LintFixing.maximumRounds)). A spec changed by someone else since it was read,
        or a symbolic link, is never rewritten, and if any spec cannot be written, none is.

        EXIT CODES:
          0   no spec has errors (left)
          1   a spec has errors, the inputs hold no spec, an input cannot be read, a spec cannot be written (nothing
              is changed), or standard output or error could not be written
          64  usage error

        """

    private static let format = """
        OVERVIEW: Lay out .client specs in clientgen's canonical style (Docs/SpecLanguage.md, "Formatting"), in
        place: indentation, spacing, one declaration and one attribute per line, blank lines around clients. Every
        comment is kept; what a spec generates never changes. A spec with syntax errors is left as it is, with its
        errors reported; the others are formatted.

        USAGE: clientgen format <input>... [<options>]

        ARGUMENTS:
          <input>                    A .client file, or a directory searched recursively for them.

        \(options(of: "format"))
        Files are written as generate writes (all or nothing, permissions kept); a spec changed by someone else
        since it was read, or a symbolic link, is never rewritten.

        EXIT CODES:
          0   every spec is formatted
          1   a spec has syntax errors, the inputs hold no spec, an input cannot be read, a spec cannot be written
              (nothing is changed), standard output or error could not be written, or --check found specs that are
              not formatted
          64  usage error

        """

    private static let importClients = """
        OVERVIEW: Turn the dependency clients an app already has into specs: every protocol, and every struct of
        closures that is a @DependencyClient or is registered as a dependency. Each client becomes
        <directory>/<Client>.client, and what its declaration holds that a spec cannot (helpers, static members,
        nested types, key values that are more than one expression) <directory>/<Client>+Extras.swift. The output
        lists the declarations the generated code replaces, to delete once the spec builds.

        USAGE: clientgen import <swift-file-or-directory>... --output <directory> [<options>]

        ARGUMENTS:
          <swift-file-or-directory>  A .swift file, or a directory searched recursively for them.

        \(options(of: "import"))
        Nothing is written if an input cannot be read or a client named with --client is not found. Existing files
        are never overwritten. Each member or value that could not be imported is a warning at its place in the
        Swift source, saying what to write by hand.

        EXIT CODES:
          0   at least one client was imported
          1   no client was imported, an error, or an input or output failed
          64  usage error

        """
}
