/// Subscripts and `@marker` parents in random specs.
extension RandomSpecGenerator {
    /// A subscript requirement: labelled, unlabelled (a single name is a local name only, as in Swift) or with `_`,
    /// of one or two parameters, get-only with any effects or settable, sometimes static, with the directives its
    /// value needs. Its mock's names start with `subscript` and its labels, which the generated names among the
    /// member names (`subscriptHandler`, `subscriptMetadataKeyHandler`, ...) may clash with.
    mutating func subscriptMember() -> [String] {
        let key = valueType()
        let parameters = pick([
            "key: String", "metadataKey key: String", "_ index: Int", "messageType: String, fieldNumber: Int",
            "for key: \(key.text)", "position index: Int, default fallback: String", "\(pick(labels)) key: \(key.text)",
            "_ key: \(key.text), _ other: Int", "_: Int",
        ])
        let type = valueType(forResult: true)
        let accessors = pick(["get", "get set", "get set", "get async", "get throws", "get async throws"])
        var directives =
            !accessors.contains("throws") && type.naturalDefault == nil ? ["@placeholder(\(type.value))"] : []
        if accessors == "get set", chance(0.3) {
            directives.append(pick(["@unrecorded(newValue)", "@uncheckedSendable(newValue)", "@unrecorded"]))
        }
        let modifier = chance(0.05) ? "static " : ""
        return directives + ["\(modifier)subscript(\(parameters)) -> \(type.text) { \(accessors) }"]
    }

    /// `@marker` parents of a protocol client: protocols without requirements that the compile check declares; now
    /// and then one lint must refuse (a standard protocol with requirements, or a client of the run).
    mutating func markerParents(isStruct: Bool, earlier: [EarlierClient]) -> [String] {
        guard !isStruct, chance(0.15) else { return [] }
        if chance(0.1) {
            let refused = ["CustomStringConvertible"] + earlier.filter { !$0.isStruct }.map(\.name)
            return ["@marker \(pick(refused))"]
        }
        return ["@marker \(pick(["RandomMarker", "RandomSendableMarker"]))"]
    }
}
