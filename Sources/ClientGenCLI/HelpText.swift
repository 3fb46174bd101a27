import ClientGenKit

/// The text of `--help` for the tool and each command, and the one-line usage shown after a usage error.
enum HelpText {
    static func usage(for command: String?) -> String {
        switch command {
        case "generate": return "usage: clientgen generate <input>... --output <directory> [--emit <artifacts>] [...]"
        case "lint": return "usage: clientgen lint <input>..."
        default: return "usage: clientgen <generate|lint|help> [options] (see 'clientgen --help')"
        }
    }

    static func help(for command: String?) -> String {
        switch command {
        case "generate": return generate
        case "lint": return lint
        case "help": return "USAGE: clientgen help [<command>]\n\nShows help for clientgen or one of its commands.\n"
        default: return overview
        }
    }

    private static let overview = """
        OVERVIEW: Generates swift-dependencies clients from .client specs: a Sendable protocol, a TestDependencyKey
        whose testValue is an unimplemented double, a DependencyValues accessor, and a mock.

        USAGE: clientgen <command> [<options>]

        COMMANDS:
          generate    Generate one Swift file per spec.
          lint        Check specs without generating anything.
          help        Show help for a command.

        OPTIONS:
          -h, --help  Show help.
          --version   Show the version.

        EXIT CODES:
          0   success
          1   a spec has errors (nothing is written), or an input cannot be read or an output written
          64  usage error

        See 'clientgen help <command>' for a command's options, and Docs/SpecLanguage.md for the spec language.

        """

    private static let generate = """
        OVERVIEW: Generate one Swift file per .client spec. If any spec has an error, nothing is written.

        USAGE: clientgen generate <input>... --output <directory> [<options>]
               clientgen generate <spec> --output-file <file> [<options>]

        ARGUMENTS:
          <input>                    A .client file, or a directory searched recursively for them.

        OPTIONS:
          -o, --output <directory>   Where to write the generated files; created if missing. A spec found under a
                                     directory input keeps its folder: Specs/Sub/A.client -> <directory>/Sub/A.swift.
          --output-file <file>       Write the one input spec's output to exactly this file.
          --emit <artifacts>         Comma-separated artifacts to emit, in any order (default: all):
                                     \(Artifact.allCases.map(\.rawValue).joined(separator: ", ")).
          --import <module>          Also import this module in every generated file (repeatable), e.g. the
                                     interface module when generating mocks into a test-support module.
          --dry-run                  List the files that would change; write nothing.
          --check                    List the files that would change and exit 1 if there are any: a CI guard
                                     for committed generated code.
          -h, --help                 Show help for this command.

        Files whose content is unchanged are not rewritten.

        """

    private static let lint = """
        OVERVIEW: Parse and validate .client specs, reporting every error, without generating anything.

        USAGE: clientgen lint <input>...

        ARGUMENTS:
          <input>       A .client file, or a directory searched recursively for them.

        OPTIONS:
          -h, --help    Show help for this command.

        """
}
