import ClientGenCore

/// The typed identity of every entry of the command line's part of the catalog: one constant per message, note and fix-it,
/// named after its identifier (`sema.mock-name-collision` → `semaMockNameCollision`), which the entry is built with
/// and code that tells diagnostics apart compares, never spelling an identifier, so a renamed one cannot silently stop
/// matching. Computed, so that each costs a few instructions to compile rather than a global's lazy initializer.
extension DiagnosticID {
    package static var cliAppearedWhileWriting: Self { Self(rawValue: "cli.appeared-while-writing") }
    package static var cliAppliedFixIts: Self { Self(rawValue: "cli.applied-fix-its") }
    package static var cliArgumentNotUtf8: Self { Self(rawValue: "cli.argument-not-utf8") }
    package static var cliChangedSinceRead: Self { Self(rawValue: "cli.changed-since-read") }
    package static var cliChangedWhileWriting: Self { Self(rawValue: "cli.changed-while-writing") }
    package static var cliDescriptorLimit: Self { Self(rawValue: "cli.descriptor-limit") }
    package static var cliDisappearedWhileWriting: Self { Self(rawValue: "cli.disappeared-while-writing") }
    package static var cliFileSizeLimit: Self { Self(rawValue: "cli.file-size-limit") }
    package static var cliImportNeverReplaces: Self { Self(rawValue: "cli.import-never-replaces") }
    package static var cliInjectedRenameFailure: Self { Self(rawValue: "cli.injected-rename-failure") }
    package static var cliInternalFolderNotCreated: Self { Self(rawValue: "cli.internal-folder-not-created") }
    package static var cliInternalMissingOutputDirectory: Self {
        Self(rawValue: "cli.internal-missing-output-directory")
    }
    package static var cliInterrupted: Self { Self(rawValue: "cli.interrupted") }
    package static var cliNameNotUtf8: Self { Self(rawValue: "cli.name-not-utf8") }
    package static var cliNoSpecsFound: Self { Self(rawValue: "cli.no-specs-found") }
    package static var cliNoSuchFile: Self { Self(rawValue: "cli.no-such-file") }
    package static var cliNotAFolder: Self { Self(rawValue: "cli.not-a-folder") }
    package static var cliNotAnInput: Self { Self(rawValue: "cli.not-an-input") }
    package static var cliNotEnoughSpace: Self { Self(rawValue: "cli.not-enough-space") }
    package static var cliNotFormatted: Self { Self(rawValue: "cli.not-formatted") }
    package static var cliOutOfDate: Self { Self(rawValue: "cli.out-of-date") }
    package static var cliPathWithControlCharacter: Self { Self(rawValue: "cli.path-with-control-character") }
    package static var cliRewriteThroughLink: Self { Self(rawValue: "cli.rewrite-through-link") }
    package static var cliRollbackIncomplete: Self { Self(rawValue: "cli.rollback-incomplete") }
    package static var cliStickyFolder: Self { Self(rawValue: "cli.sticky-folder") }
    package static var cliTargetNotPlanned: Self { Self(rawValue: "cli.target-not-planned") }
    package static var cliTargetWithoutSpecs: Self { Self(rawValue: "cli.target-without-specs") }
    package static var cliSymbolicLinkInOutput: Self { Self(rawValue: "cli.symbolic-link-in-output") }
    package static var cliUnchangeableFile: Self { Self(rawValue: "cli.unchangeable-file") }
    package static var cliUnchangeableFolder: Self { Self(rawValue: "cli.unchangeable-folder") }
    package static var usageDryRunWithCheck: Self { Self(rawValue: "usage.dry-run-with-check") }
    package static var usageMalformedPluginPackage: Self { Self(rawValue: "usage.malformed-plugin-package") }
    package static var usageMissingOutput: Self { Self(rawValue: "usage.missing-output") }
    package static var usageOnlyWithoutFix: Self { Self(rawValue: "usage.only-without-fix") }
    package static var usageOptionTakesNoValue: Self { Self(rawValue: "usage.option-takes-no-value") }
    package static var usageOutputWithOutputFile: Self { Self(rawValue: "usage.output-with-output-file") }
    package static var usageUnexpectedInput: Self { Self(rawValue: "usage.unexpected-input") }
    package static var usageUnknownDiagnosticId: Self { Self(rawValue: "usage.unknown-diagnostic-id") }
    package static var usageUnknownDiagnosticsFormat: Self { Self(rawValue: "usage.unknown-diagnostics-format") }
    package static var usageUnknownTarget: Self { Self(rawValue: "usage.unknown-target") }
}
