import ClientGenCore

/// The other accessors of a client's key: a renamed accessor kept as a deprecated alias (`@available(*, deprecated,
/// renamed: "geocoder") var reverseGeocoder`) reads the same key as the one the spec's `@key` takes. The key is
/// deleted, so each such accessor moves to the extras file reading the generated key instead.
extension ClientDrafter {
    /// Moves the accessors other than the registration's own that read a deleted key to the extras file, each reading
    /// the generated key, and lists them for deletion.
    mutating func moveOtherAccessors(of registration: ImportInventory.Registration, into draft: inout Draft) {
        let deletedKeys = Set(
            draft.replaced.compactMap { replaced -> String? in
                switch replaced.kind {
                case .key(let name), .testKey(let name, _): return name
                default: return nil
                }
            })
        guard !deletedKeys.isEmpty else { return }
        let own = registration.accessor.map { ($0.property.file, $0.property.declaration.nameRange) }
        for accessor in inventory.accessors {
            guard let key = accessor.keyName, deletedKeys.contains(key),
                own.map({ $0 != (accessor.property.file, accessor.property.declaration.nameRange) }) ?? true
            else { continue }
            let member = accessor.property.declaration
            let access = member.accessModifier.map { $0 + " " } ?? ""
            let lines = inventory.extraLines(member, in: accessor.property.file, access: access)
            draft.accessorExtras.append(lines.map { Self.replacingIdentifier(key, with: generatedKeyName, in: $0) })
            draft.replaced.append(replacement(of: accessor.location, .accessor(accessor.name)))
        }
    }

    /// A line with each whole-word occurrence of an identifier replaced (`GeoKey` in `self[GeoKey.self]`, not in
    /// `GeoKeys`).
    static func replacingIdentifier(_ identifier: String, with replacement: String, in line: String) -> String {
        var result = ""
        var rest = line.startIndex
        for range in line.wholeWordRanges(of: identifier) {
            result += line[rest..<range.lowerBound] + replacement
            rest = range.upperBound
        }
        return result + line[rest...]
    }
}
