import ClientGenCore

/// A directive on a drafted spec's member, kept as data until the spec is rendered, so that repairs and the alignment
/// with generated mocks add, merge and replace directives without reading text back.
enum DraftDirective: Equatable, Sendable {
    /// `@inherited`: a requirement of a parent protocol that is not imported.
    case inherited
    /// `@placeholder(false)`: what the unimplemented double returns.
    case placeholder(String)
    /// `@throwing(E.unimplemented)`: what the unimplemented double throws.
    case throwing(String)
    /// `@trapping`: the unimplemented double stops.
    case trapping
    /// `@mockName(stem)`.
    case mockName(String)
    /// `@unrecorded(a, b)`: parameters the mock does not record; `@unrecorded`, without any, on a settable property
    /// whose assignments it only counts.
    case unrecorded([String])
    /// `@uncheckedSendable(a)`: parameters the mock records unchecked; `@uncheckedSendable`, without any, on a
    /// settable property whose assignments it keeps unchecked.
    case uncheckedSendable([String])

    /// What a directive is, whatever its argument.
    enum Kind: Equatable, Sendable {
        case inherited, fallback, mockName, unrecorded, uncheckedSendable
    }

    var kind: Kind {
        switch self {
        case .inherited: return .inherited
        case .placeholder, .throwing, .trapping: return .fallback
        case .mockName: return .mockName
        case .unrecorded: return .unrecorded
        case .uncheckedSendable: return .uncheckedSendable
        }
    }

    /// The directive as a spec writes it.
    var text: String {
        switch self {
        case .inherited: return "@inherited"
        case .placeholder(let value): return "@placeholder(\(value))"
        case .throwing(let error): return "@throwing(\(error))"
        case .trapping: return "@trapping"
        case .mockName(let stem): return "@mockName(\(stem))"
        case .unrecorded(let names): return "@unrecorded" + Self.arguments(names)
        case .uncheckedSendable(let names): return "@uncheckedSendable" + Self.arguments(names)
        }
    }

    /// `(a, b)`, or nothing for no names.
    private static func arguments(_ names: [String]) -> String {
        names.isEmpty ? "" : "(" + names.joined(separator: ", ") + ")"
    }
}

extension SpecDraft.Member {
    /// Whether the member has a directive of a kind.
    func has(_ kind: DraftDirective.Kind) -> Bool {
        directives.contains { $0.kind == kind }
    }

    /// Adds a directive; parameters left out of the recording join those already left out, in one `@unrecorded`.
    mutating func add(_ directive: DraftDirective) {
        guard case .unrecorded(let added) = directive,
            let existing = directives.firstIndex(where: { $0.kind == .unrecorded }),
            case .unrecorded(let names) = directives[existing]
        else {
            directives.append(directive)
            return
        }
        // No names is every parameter (or the property), which any names join.
        directives[existing] = .unrecorded(
            names.isEmpty || added.isEmpty ? [] : names + added.filter { !names.contains($0) })
    }

    /// Takes parameters out of `@unrecorded(a, b)`, which goes when none is left.
    mutating func removeUnrecorded(_ names: [String]) {
        guard let index = directives.firstIndex(where: { $0.kind == .unrecorded }),
            case .unrecorded(let existing) = directives[index], !existing.isEmpty
        else { return }
        let kept = existing.filter { !names.contains($0) }
        if kept.isEmpty { directives.remove(at: index) } else { directives[index] = .unrecorded(kept) }
    }
}
