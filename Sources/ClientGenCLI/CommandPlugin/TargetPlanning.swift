/// Plans a target of a package for `generate-clients`: reads its `clientgen.json` and decides which folders to
/// generate from, where to, and with which options. The plan is the plugins' shared code (Plugins/Shared), written
/// against Foundation, so it is handed in by `clientgen-generate-clients`, the executable the command plugin runs,
/// and `clientgen` itself links no Foundation (which would cost every run of it several milliseconds to load).
public protocol TargetPlanning {
    func plan(_ target: PluginPackage.Target, in package: PluginPackage) throws(TargetPlanningFailure) -> TargetPlan
}

/// What `generate-clients` runs `clientgen generate` with for one target.
public struct TargetPlan: Sendable {
    /// Whether the target has anything to generate: specs of its own or of the targets its `specsFrom` names.
    public var hasSpecs: Bool
    /// The folders whose specs are generated: the target's, then those of its `specsFrom` targets.
    public var sourceFolders: [String]
    /// Where the generated files go: the configuration's `output` inside the target's folder.
    public var outputFolder: String
    /// `--emit` and `--import` options, from the configuration and the `specsFrom` targets' modules.
    public var options: [String]
    /// The target's `clientgen.json`, if it has one, for messages about its values.
    public var configurationPath: String?

    /// A plan; folders are absolute, as SwiftPM names them.
    public init(
        hasSpecs: Bool, sourceFolders: [String], outputFolder: String, options: [String], configurationPath: String?
    ) {
        self.hasSpecs = hasSpecs
        self.sourceFolders = sourceFolders
        self.outputFolder = outputFolder
        self.options = options
        self.configurationPath = configurationPath
    }
}

/// Why a target could not be planned, in the words the build plugin uses for the same problem.
public struct TargetPlanningFailure: Error {
    /// What is wrong, naming the file or target, as printed after `clientgen: error: `.
    public var message: String

    /// A failure saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}
