import ClientGenCore

/// The values options take, checked.
extension CommandLineArguments {
    static func diagnosticsFormat(_ value: String?, command: String) throws(UsageError) -> DiagnosticsFormat {
        guard let value else { return .text }
        guard let format = DiagnosticsFormat(rawValue: value) else {
            throw UsageError(.unknownDiagnosticsFormat(value), command: command)
        }
        return format
    }

    static func parseArtifacts(_ list: String) throws(UsageError) -> Set<Artifact> {
        do {
            return try Artifact.list(list)
        } catch {
            throw UsageError(error, command: "generate")
        }
    }

    /// The `--import` values, each a module name or a whole import declaration (see ``ModuleImport``).
    static func checkedImports(_ values: [String]) throws(UsageError) -> [String] {
        for value in values {
            do {
                _ = try ModuleImport(parsing: value)
            } catch {
                throw UsageError(.invalidImportValue(error), command: "generate")
            }
        }
        return values
    }

    static func unknownOption(_ name: String, command: String) -> UsageError {
        let names = CommandLineOption.accepted(by: command).flatMap(\.names).filter { $0.hasPrefix("--") }
        return UsageError(
            .unknownOption(name, command: command, suggestion: Spelling.closest(to: name, in: names)), command: command)
    }

    static func unknownCommand(_ name: String) -> UsageError {
        return UsageError(.unknownCommand(name, suggestion: Spelling.closest(to: name, in: commands)), command: nil)
    }
}
