/// Finding an identifier in Swift text where it stands whole: `GeoKey` in `self[GeoKey.self]`, not in `GeoKeys`.
extension StringProtocol {
    /// The ranges where `identifier` stands whole, neither preceded nor followed by a letter, digit or underscore.
    package func wholeWordRanges(of identifier: String) -> [Range<Index>] {
        var found: [Range<Index>] = []
        var position = startIndex
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        while let range = self[position...].firstRange(of: identifier) {
            let before = range.lowerBound > startIndex ? self[index(before: range.lowerBound)] : nil
            let after = range.upperBound < endIndex ? self[range.upperBound] : nil
            if !(before.map(isWordCharacter) ?? false), !(after.map(isWordCharacter) ?? false) { found.append(range) }
            position = range.upperBound
        }
        return found
    }
}
