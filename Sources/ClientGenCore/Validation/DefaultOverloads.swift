/// Plans the forwarding overloads that stand in for default argument values, which protocol requirements cannot have.
///
/// `func forecast(for city: String, days: Int = 3)` becomes the requirement `forecast(for:days:)` plus an overload
/// `forecast(for:)` in a protocol extension that calls it with `days: 3`. Swift lets a caller omit any subset of the
/// defaulted arguments, so there is one overload per non-empty subset; when two subsets leave the same signature
/// (possible with unlabeled parameters), the one keeping earlier parameters wins, as Swift binds arguments left to
/// right.
///
/// A default Swift evaluates where the call is written (`#fileID`, `#line`, `#isolation`, ...) must stay at the caller:
/// such a parameter is never omitted, but declared by every overload with its default and forwarded, so the overload
/// `log(_ message: String, file: String = #fileID)` passes the caller's file on. With such parameters there is also
/// the overload that omits nothing else: the requirement's own signature with those defaults, which calls the
/// requirement (a protocol extension's method with a requirement's signature is its default implementation, and calls
/// inside the extension resolve to the requirement).
enum DefaultOverloads {
    /// The most defaulted parameters one member may have: each adds a power of two of overloads.
    static let maximumDefaultedParameters = 6

    /// The literals Swift evaluates at the call site when they are a parameter's default value.
    static let callSiteLiterals: Set<String> = [
        "#fileID", "#filePath", "#file", "#line", "#column", "#function", "#isolation", "#dsohandle",
    ]

    /// Whether a default value is evaluated at the call site, so an overload must declare it rather than omit it.
    static func isCallSite(_ defaultValue: String?) -> Bool {
        guard let defaultValue, defaultValue.utf8.first == UInt8(ascii: "#") else { return false }
        return callSiteLiterals.contains(defaultValue.trimmingSpaces)
    }

    /// The overloads, ordered by how many parameters they omit and then by position.
    static func plan(_ parameters: [ParameterModel]) -> [DefaultOverload] {
        let defaulted = parameters.indices.filter {
            parameters[$0].defaultValue != nil && !isCallSite(parameters[$0].defaultValue)
        }
        let hasCallSiteDefaults = parameters.contains { isCallSite($0.defaultValue) }
        guard !defaulted.isEmpty || hasCallSiteDefaults, defaulted.count <= maximumDefaultedParameters else {
            return []
        }
        var candidates: [(omittedCount: Int, kept: [Int])] = []
        for mask in (hasCallSiteDefaults ? 0 : 1)..<(1 << defaulted.count) {
            // Bit `i` of the mask omits the `i`-th defaulted parameter.
            var omitted = 0
            for bit in defaulted.indices where mask & (1 << bit) != 0 { omitted |= 1 << defaulted[bit] }
            candidates.append((mask.nonzeroBitCount, parameters.indices.filter { omitted & (1 << $0) == 0 }))
        }
        candidates.sort { lhs, rhs in
            lhs.omittedCount != rhs.omittedCount
                ? lhs.omittedCount < rhs.omittedCount : lhs.kept.lexicographicallyPrecedes(rhs.kept)
        }
        let signatures = parameters.map(SpecValidator.signatureKey)
        var seen: Set<String> = []
        var overloads: [DefaultOverload] = []
        for candidate in candidates {
            let key = candidate.kept.map { signatures[$0] }.joined(separator: ",")
            guard seen.insert(key).inserted else { continue }
            let kept = Set(candidate.kept)
            overloads.append(DefaultOverload(omits: parameters.indices.map { !kept.contains($0) }))
        }
        return overloads
    }
}
