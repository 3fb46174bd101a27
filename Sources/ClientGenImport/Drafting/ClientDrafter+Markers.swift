import ClientGenCore

/// Writing `@marker` before the parents a client inherits that import can tell have no requirements, so that the
/// spec says there is nothing to implement (rather than being warned about a parent it cannot see).
extension ClientDrafter {
    /// Protocols of other modules known to have no requirements: the `Sendable` stand-ins of Apple's server packages.
    static let knownMarkers: Set<String> = [
        "_NIOPreconcurrencySendable", "_SwiftLogSendableLogHandler", "_SwiftMetricsSendableProtocol",
    ]

    /// Standard protocols no `@marker` is written for: those without requirements need nothing, and those whose
    /// requirements clientgen knows would make it an error. The generator's own lists, so the two never differ.
    static let standardParents: Set<String> = RunResolver.requirementFreeProtocols
        .union(RunResolver.knownRequirementNames.keys).union(RunResolver.unimplementableProtocols)

    /// The inheritance list with `@marker` before each parent without requirements that is not imported: one the
    /// inputs declare without requirements (nor unknown ancestors), one of ``knownMarkers``, or, in code clientgen
    /// generated, any other parent when the unimplemented double implements nothing besides the client's members
    /// (so the spec re-declared nothing `@inherited`). Any other parent is left as it is: import does not guess.
    func markingParents(_ inheritance: [String], redeclared: [SpecDraft.Member]) -> [String] {
        inheritance.map { written in
            let name = ImportInventory.bareName(written)
            guard !importedNames.contains(name), !Self.standardParents.contains(name), name != clientName else {
                return written
            }
            let isMarker: Bool
            if let parent = inventory.protocols[name] {
                isMarker = hasNoRequirements(parent.declaration)
            } else {
                isMarker =
                    Self.knownMarkers.contains(name)
                    || (skimmer.isGeneratedCode && redeclared.isEmpty
                        && inventory.unimplementedDouble(of: clientName) != nil)
            }
            return isMarker ? "@marker " + written : written
        }
    }

    /// Whether a protocol of the inputs has no requirements, nor ancestors that might (each one it inherits is
    /// declared without requirements in the inputs, or a standard protocol without any), at most 64 deep.
    private func hasNoRequirements(_ declaration: SwiftDeclaration) -> Bool {
        var pending = [declaration]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.count < 64, ImportInventory.isMarker(next) else { return false }
            for parent in ImportInventory.inheritedNames(of: next) where seen.insert(parent).inserted {
                if ["Sendable", "AnyObject", "SendableMetatype", "BitwiseCopyable"].contains(parent) { continue }
                guard let declared = inventory.protocols[parent], !importedNames.contains(parent) else { return false }
                pending.append(declared.declaration)
            }
        }
        return true
    }
}
