import ClientGenCore

/// A directive on a drafted spec's member, kept as data until the spec is rendered, so that repairs and the alignment
/// with generated mocks add, merge and replace directives without reading text back: the generator's own typed
/// directive values, which its checks read and its fix-its insert.
typealias DraftDirective = DirectiveValue

extension DirectiveValue {
    /// What a directive is, whatever its argument.
    enum Kind: Equatable, Sendable {
        case inherited, fallback, mockName, unrecorded, uncheckedSendable, noopValue, client
    }

    var kind: Kind {
        switch directive {
        case .inherited: return .inherited
        case .placeholder, .throwing, .trapping: return .fallback
        case .mockName: return .mockName
        case .unrecorded: return .unrecorded
        case .uncheckedSendable: return .uncheckedSendable
        case .noopValue: return .noopValue
        case .key, .style, .live, .preview, .test, .noop: return .client
        }
    }
}

extension SpecDraft.Member {
    /// Whether the member has a directive of a kind.
    func has(_ kind: DraftDirective.Kind) -> Bool {
        directives.contains { $0.kind == kind }
    }

    /// Adds a directive; parameters left out of the recording join those already left out, in one `@unrecorded`.
    mutating func add(_ directive: DraftDirective) {
        guard directive.directive == .unrecorded,
            let existing = directives.firstIndex(where: { $0.kind == .unrecorded })
        else {
            directives.append(directive)
            return
        }
        let (added, names) = (directive.names, directives[existing].names)
        // No names is every parameter (or the property), which any names join.
        directives[existing] = .unrecorded(
            names.isEmpty || added.isEmpty ? [] : names + added.filter { !names.contains($0) })
    }

    /// Takes parameters out of `@unrecorded(a, b)`, which goes when none is left.
    mutating func removeUnrecorded(_ names: [String]) {
        guard let index = directives.firstIndex(where: { $0.kind == .unrecorded }),
            case let existing = directives[index].names, !existing.isEmpty
        else { return }
        let kept = existing.filter { !names.contains($0) }
        if kept.isEmpty { directives.remove(at: index) } else { directives[index] = .unrecorded(kept) }
    }
}
