import ClientGenCore

/// The messages only the full command line prints (its all-or-nothing writer, import's writes, its own options),
/// sorted by identifier: part of the one catalog, with the messages the build plugin's tool shares in ClientGenCore's
/// `ToolMessage+Catalog.swift`. Paths are passed as messages show them (the command line replaces control
/// characters).
extension ToolMessage {
    package static func argumentNotUTF8(_ index: Int, shown: String) -> Self {
        Self(
            .cliArgumentNotUtf8,
            "argument \(index) ('\(shown)') is not valid UTF-8; clientgen needs UTF-8 paths and names")
    }
    /// What `lint --fix` did to a spec.
    package static func appliedFixIts(_ count: Int, to path: String) -> Self {
        Self(
            .cliAppliedFixIts, "applied \(count) fix-it\(count == 1 ? "" : "s") to '\(path)'", severity: .note)
    }
    package static func changedSinceRead(_ path: String) -> Self {
        Self(
            .cliChangedSinceRead,
            "refusing to overwrite '\(path)': it changed since clientgen read it, and was left alone; run clientgen again"
        )
    }
    package static func changedWhileWriting(_ path: String) -> Self {
        Self(
            .cliChangedWhileWriting,
            "refusing to overwrite '\(path)': it was replaced or changed while clientgen was writing, and was left alone"
        )
    }
    package static func appearedWhileWriting(_ path: String) -> Self {
        Self(
            .cliAppearedWhileWriting,
            "refusing to overwrite '\(path)': it appeared while clientgen was writing, and was left alone")
    }
    package static func disappearedWhileWriting(_ path: String) -> Self {
        Self(.cliDisappearedWhileWriting, "'\(path)' disappeared while clientgen was writing")
    }
    package static func fileSizeLimit(_ path: String, size: Int, limit: UInt64) -> Self {
        Self(
            .cliFileSizeLimit,
            "cannot write '\(path)': its \(size) bytes are more than the file size limit of this process (ulimit -f: "
                + "\(limit) bytes)")
    }
    package static func descriptorLimit(needed: Int, available: Int, limit: UInt64) -> Self {
        Self(
            .cliDescriptorLimit,
            "the run needs \(needed) more open files than the \(available) this process has left (ulimit -n: \(limit)): "
                + "raise the limit")
    }
    package static func importNeverReplaces(_ path: String) -> Self {
        Self(
            .cliImportNeverReplaces,
            "refusing to overwrite '\(path)': it exists, and clientgen import never replaces a file; move it or choose "
                + "another output")
    }
    package static func injectedRenameFailure(_ path: String, reason: String) -> Self {
        Self(
            .cliInjectedRenameFailure,
            "cannot move '\(path)' into place: \(reason) (injected by CLIENTGEN_TEST_FAIL_RENAME_AFTER)")
    }
    package static let interrupted = Self(.cliInterrupted, "interrupted by a signal; nothing was changed")
    package static func missingFolderWasNotCreated(_ path: String) -> Self {
        Self(.cliInternalFolderNotCreated, "internal error: '\(path)' was not created")
    }
    package static func missingOutputDirectory(_ path: String) -> Self {
        Self(.cliInternalMissingOutputDirectory, "internal error: '\(path)' does not exist")
    }
    package static func nameNotUTF8(_ path: String) -> Self {
        Self(
            .cliNameNotUtf8,
            "'\(path)' has a name that is not valid UTF-8 (shown with U+FFFD); clientgen needs UTF-8 file and folder "
                + "names")
    }
    /// No input held a spec: an error of `generate`, `lint` and `format` alike, so a step given a wrong folder fails.
    package static func noSpecsFound(in inputs: [String]) -> Self {
        Self(.cliNoSpecsFound, "no .client specs found in " + inputs.map { "'\($0)'" }.joined(separator: ", "))
    }
    package static func noSuchFile(_ path: String) -> Self {
        Self(.cliNoSuchFile, "no such file or directory: '\(path)'")
    }
    package static func notAFolder(_ output: String, component: String) -> Self {
        Self(.cliNotAFolder, "cannot write into '\(output)': '\(component)' is not a folder")
    }
    package static let notFormatted = Self(
        .cliNotFormatted, "specs are not formatted; run 'clientgen format' to format them:")
    package static func notAnInput(_ path: String, expected: String) -> Self {
        Self(.cliNotAnInput, "'\(path)' is not \(expected)")
    }
    package static func notEnoughSpace(
        _ folder: String, neededKilobytes: UInt64, entries: Int, freeKilobytes: UInt64, freeEntries: UInt64?
    ) -> Self {
        Self(
            .cliNotEnoughSpace,
            "not enough space to write into '\(folder)': the files need about \(neededKilobytes) KB and \(entries) "
                + "entries, the file system has \(freeKilobytes) KB and "
                + "\(freeEntries.map { "\($0)" } ?? "unlimited") free")
    }
    package static let outOfDate = Self(
        .cliOutOfDate, "generated files are out of date; run 'clientgen generate' to update them:")
    package static func pathWithControlCharacter(_ path: String) -> Self {
        Self(
            .cliPathWithControlCharacter,
            "cannot generate from '\(path)': its path has a line break or control character, and the generated file "
                + "names its spec in a comment")
    }
    package static func rewriteThroughLink(_ path: String) -> Self {
        Self(
            .cliRewriteThroughLink,
            "refusing to rewrite '\(path)' in place: it is a symbolic link, and clientgen replaces no link; give it the "
                + "file the link leads to")
    }
    /// What a rollback could not undo, each a ``RollbackProblem``.
    static func rollbackIncomplete(_ problems: [RollbackProblem]) -> Self {
        let lines = problems.map { problem in
            switch problem {
            case .cannotRemove(let path, let reason): "cannot remove '\(path)': \(reason)"
            case .cannotRemoveFolder(let path, let reason): "cannot remove the folder '\(path)': \(reason)"
            case .cannotRestore(let path, let reason, let backup):
                "cannot restore '\(path)' (\(reason)); the previous '\(path)' is kept as '\(backup)'"
            case .changedMeanwhile(let path, let backup):
                "'\(path)' was changed by someone else meanwhile; the previous '\(path)' is kept as '\(backup)'"
            case .keptAside(let path, let backup): "the previous '\(path)' is kept as '\(backup)'"
            }
        }
        return Self(
            .cliRollbackIncomplete,
            "the rollback could not restore everything:\n  " + lines.joined(separator: "\n  "))
    }
    package static func stickyFolder(_ path: String) -> Self {
        Self(
            .cliStickyFolder,
            "cannot replace '\(path)': it belongs to another user, in a folder whose sticky bit lets only its owner, the "
                + "folder's owner or root move it")
    }
    package static func symbolicLinkInOutput(_ path: String) -> Self {
        Self(
            .cliSymbolicLinkInOutput,
            "refusing to write into '\(path)': it is a symbolic link, and clientgen follows no link inside the output "
                + "directory")
    }
    /// A target of `generate-clients` could not be planned: its clientgen.json cannot be read, is wrong, holds a value
    /// `generate` refuses, or names a target it cannot use, or two of its specs would flatten to one build output name.
    /// The text is the plan's own (the build plugin reports the same problems in the same words).
    package static func targetNotPlanned(_ problem: String) -> Self {
        Self(.cliTargetNotPlanned, problem)
    }
    package static func targetWithoutSpecs(_ target: String) -> Self {
        Self(.cliTargetWithoutSpecs, "target '\(target)' has no .client specs and no 'specsFrom'")
    }
    package static func unchangeableFile(_ path: String, attribute: String) -> Self {
        Self(.cliUnchangeableFile, "cannot replace '\(path)': the file is \(attribute)")
    }
    package static func unchangeableFolder(_ path: String, attribute: String) -> Self {
        Self(.cliUnchangeableFolder, "cannot write into '\(path)': the folder is \(attribute)")
    }
    // MARK: usage (exit code 64)
    package static let dryRunWithCheck = Self(
        .usageDryRunWithCheck, "'--dry-run' and '--check' cannot be combined")
    package static let malformedPluginPackage = Self(
        .usageMalformedPluginPackage,
        "the package description is malformed; 'clientgen-generate-clients' is what 'swift package generate-clients' "
            + "runs, with the package as the GenerateClients plugin describes it")
    package static func missingOutput(_ command: String) -> Self {
        Self(.usageMissingOutput, "'\(command)' needs '--output <directory>'")
    }
    package static let onlyWithoutFix = Self(.usageOnlyWithoutFix, "'--only' chooses fix-its: it needs '--fix'")
    package static func optionTakesNoValue(_ option: String) -> Self {
        Self(.usageOptionTakesNoValue, "'\(option)' takes no value")
    }
    package static let outputWithOutputFile = Self(
        .usageOutputWithOutputFile, "'--output' and '--output-file' cannot be combined")
    package static func unexpectedInput(_ input: String, command: String) -> Self {
        Self(.usageUnexpectedInput, "'\(command)' takes no inputs; found '\(input)'")
    }
    package static func unknownDiagnosticID(_ id: String, suggestion: String?) -> Self {
        Self(
            .usageUnknownDiagnosticId,
            "no diagnostic or fix-it has the id '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " (the ids are in the 'id' of 'clientgen lint --diagnostics-format json')")
    }
    package static func unknownDiagnosticsFormat(_ value: String) -> Self {
        Self(.usageUnknownDiagnosticsFormat, "unknown diagnostics format '\(value)'; choose 'text' or 'json'")
    }
    package static func unknownTarget(_ name: String, suggestion: String?) -> Self {
        Self(
            .usageUnknownTarget,
            "the package has no Swift target named '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
}

/// What a rollback could not undo; paths as messages show them.
enum RollbackProblem: Sendable, Hashable {
    case cannotRemove(path: String, reason: String)
    case cannotRemoveFolder(path: String, reason: String)
    case cannotRestore(path: String, reason: String, backup: String)
    case changedMeanwhile(path: String, backup: String)
    /// Something else appeared at the name: the previous file stays under its temporary name.
    case keptAside(path: String, backup: String)
}
