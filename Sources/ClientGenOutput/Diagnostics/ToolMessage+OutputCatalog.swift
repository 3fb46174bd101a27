import ClientGenCore

/// The message of outputs that cannot all be written: part of the one catalog, kept with the placement rules that
/// find them, which the command line uses and the build plugin's tool does not.
extension ToolMessage {
    package static func outputsCollide(_ conflict: OutputConflict) -> Self {
        let (first, second) = (conflict.first, conflict.second)
        let text =
            switch conflict.kind {
            case .sameFile:
                "'\(first.specPath)' and '\(second.specPath)' would both generate '\(first.outputPath)'"
            case .fileAndFolder:
                "'\(first.specPath)' would generate the file '\(first.outputPath)' where '\(second.specPath)' "
                    + "needs a folder for '\(second.outputPath)'"
            case .lookAlike:
                "'\(first.specPath)' and '\(second.specPath)' would generate '\(first.outputPath)' and "
                    + "'\(second.outputPath)', whose names differ only in case or in how their Unicode characters are "
                    + "composed, which macOS takes for one name: rename one"
            }
        return Self(.cliOutputsCollide, text)
    }
}

/// How outputs collide, as a message says it.
extension OutputConflict {
    /// The conflict as a message.
    public var description: String { ToolMessage.outputsCollide(self).text }
}
