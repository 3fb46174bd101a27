import ClientGenCore

/// The values an unimplemented member returns without a `@placeholder`, as a spec's natural defaults.
enum NaturalDefault {
    /// Whether a value is the natural default of a result type as written (`nil` for `T?`, `[]` for `[T]`,
    /// `.finished` for an `AsyncStream`), so that a spec need not write it; any of them when the type is not known.
    static func isNatural(_ expression: String, for result: String?) -> Bool {
        guard let result = result?.trimmingSpaces else {
            return ["()", "nil", "[]", "[:]", ".finished", ".finished()", ".none"].contains(expression)
        }
        switch expression {
        case "()": return isVoid(result)
        case "nil", ".none": return result.hasSuffix("?") || result.hasSuffix("!") || result.hasPrefix("Optional<")
        case "[]":
            return (result.hasPrefix("[") && !result.contains(":")) || result.hasPrefix("Array<")
                || result.hasPrefix("Set<")
        case "[:]": return (result.hasPrefix("[") && result.contains(":")) || result.hasPrefix("Dictionary<")
        case ".finished", ".finished()": return result.contains("AsyncStream") || result.contains("AsyncThrowingStream")
        default: return false
        }
    }

    /// Whether a result type as written is `Void`.
    static func isVoid(_ result: String) -> Bool {
        ["Void", "()", "Swift.Void"].contains(result.trimmingSpaces)
    }
}
