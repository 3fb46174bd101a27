import ClientGenKit

/// The values options take, checked.
extension CommandLineArguments {
    static func diagnosticsFormat(_ value: String?, command: String) throws(UsageError) -> DiagnosticsFormat {
        guard let value else { return .text }
        guard let format = DiagnosticsFormat(rawValue: value) else {
            throw UsageError(
                message: "unknown diagnostics format '\(value)'; choose 'text' or 'json'", command: command)
        }
        return format
    }

    static func parseArtifacts(_ list: String) throws(UsageError) -> Set<Artifact> {
        var artifacts: Set<Artifact> = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let artifact = Artifact(rawValue: name) else {
                let choices = Artifact.allCases.map(\.rawValue)
                let suggestion = Spelling.closest(to: name, in: choices).map { "did you mean '\($0)'? " } ?? ""
                throw UsageError(
                    message: "unknown artifact '\(name)' in '--emit'; \(suggestion)(choose from "
                        + choices.joined(separator: ", ") + ")",
                    command: "generate")
            }
            artifacts.insert(artifact)
        }
        return artifacts
    }

    /// The `--import` values, each a module name or a whole import declaration (see ``ModuleImport``).
    static func checkedImports(_ values: [String]) throws(UsageError) -> [String] {
        for value in values {
            do {
                _ = try ModuleImport(parsing: value)
            } catch {
                throw UsageError(message: "invalid value for '--import': \(error)", command: "generate")
            }
        }
        return values
    }

    static func unknownOption(_ name: String, command: String) -> UsageError {
        let names = CommandLineOption.accepted(by: command).flatMap(\.names).filter { $0.hasPrefix("--") }
        let suggestion = Spelling.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError(message: "unknown option '\(name)' for '\(command)'\(suggestion)", command: command)
    }

    static func unknownCommand(_ name: String) -> UsageError {
        let suggestion = Spelling.closest(to: name, in: commands).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError(message: "unknown command '\(name)'\(suggestion)", command: nil)
    }
}
