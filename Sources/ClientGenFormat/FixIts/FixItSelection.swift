import ClientGenCore

/// Which fix-its `clientgen lint --fix --only <id>` applies: those of the diagnostics with one of the given ids, and
/// those that are themselves one (`fixit.insert-colon`). Without ids, every fix-it.
package struct FixItSelection: Sendable, Hashable {
    /// The ids asked for; `nil` for every fix-it.
    package var ids: Set<String>?

    package init(ids: Set<String>? = nil) {
        self.ids = ids
    }

    /// The fix-its of `diagnostics` the selection takes, in the diagnostics' order.
    package func fixIts(of diagnostics: [Diagnostic]) -> [FixIt] {
        diagnostics.flatMap { diagnostic in
            diagnostic.fixIts.filter { fixIt in
                ids.map { $0.contains(diagnostic.id.rawValue) || $0.contains(fixIt.id.rawValue) } ?? true
            }
        }
    }

    /// Every id a spec's diagnostic or fix-it can have, which `--only` accepts: the catalog's (a test holds the two
    /// together).
    package static let catalogIDs: [String] = [
        "fixit.add-backticks", "fixit.indent-line", "fixit.insert-accessor-block", "fixit.insert-colon",
        "fixit.insert-declaration",
        "fixit.insert-directive", "fixit.insert-modifier", "fixit.insert-parameter-list", "fixit.insert-semicolon",
        "fixit.join-client-name", "fixit.label-parameter", "fixit.name-parameter", "fixit.parenthesize-existential",
        "fixit.qualify-type-alias",
        "fixit.remove-default-value", "fixit.remove-directive", "fixit.remove-directive-argument",
        "fixit.remove-initializer-result", "fixit.remove-label", "fixit.remove-line-continuation",
        "fixit.remove-modifier", "fixit.rename-member",
        "fixit.replace-class",
        "fixit.replace-class-with-static", "fixit.replace-directive", "fixit.replace-exclamation", "fixit.replace-let",
        "fixit.replace-modify", "fixit.replace-protocol", "fixit.replace-rethrows", "fixit.replace-self",
        "fixit.replace-some", "fixit.replace-unimplemented-call", "fixit.space-operator", "generator.invalid-import",
        "generator.too-many-diagnostics", "lexer.compiler-directive", "lexer.editor-placeholder",
        "lexer.invalid-backticked-character", "lexer.invalid-character", "lexer.invalid-escape", "lexer.invalid-number",
        "lexer.multiline-delimiter-line", "lexer.multiline-indentation", "lexer.regex-literal",
        "lexer.unterminated-backtick", "lexer.unterminated-comment", "lexer.unterminated-string",
        "parser.accessor-modifier", "parser.associated-type", "parser.async-after-throws", "parser.class-constraint",
        "parser.client-where-clause", "parser.consecutive-declarations", "parser.declaration-in-expression",
        "parser.deinit", "parser.expected-accessor-block", "parser.expected-accessor-block-end",
        "parser.expected-arrow", "parser.expected-attribute-name", "parser.expected-client-body",
        "parser.expected-closing-angle", "parser.expected-closing-brace", "parser.expected-closing-bracket",
        "parser.expected-closing-parenthesis", "parser.expected-colon", "parser.expected-condition",
        "parser.expected-default-value", "parser.expected-endif", "parser.expected-getter", "parser.expected-member",
        "parser.expected-member-after-attributes", "parser.expected-module-name", "parser.expected-name",
        "parser.expected-parameter-list", "parser.expected-parameter-separator", "parser.expected-property-type",
        "parser.expected-requirement", "parser.expected-subscript-result", "parser.expected-top-level-declaration",
        "parser.expected-type", "parser.expected-type-alias-value", "parser.generic-client",
        "parser.suppressed-conformance",
        "parser.generic-type-alias", "parser.implicitly-unwrapped-initializer", "parser.initializer-result",
        "parser.interpolated-attribute-string", "parser.invalid-condition", "parser.keyword-as-name",
        "parser.let-property",
        "parser.line-break-in-directive-argument", "parser.member-body", "parser.mismatched-bracket",
        "parser.misplaced-directive", "parser.modify-accessor", "parser.nested-client", "parser.nested-declaration",
        "parser.nesting-too-deep", "parser.operator-function", "parser.operator-spacing", "parser.optional-existential",
        "parser.parameter-attribute", "parser.parameter-pack",
        "parser.property-initializer", "parser.protocol-keyword", "parser.rethrows", "parser.semicolon-in-expression",
        "parser.setter-with-effects", "parser.unbalanced-condition", "parser.unsupported-member",
        "sema.actor-inherits-non-actor", "sema.actor-with-global-actor",
        "sema.async-autoclosure-in-sync-member", "sema.async-lent-closure", "sema.attribute-needs-function-type",
        "sema.autoclosure-with-parameters",
        "sema.backticked-wildcard-parameter",
        "sema.bare-result", "sema.class-member", "sema.client-hides-generated-name", "sema.conditional-client-use",
        "sema.conflicting-inherited-type-alias",
        "sema.default-names-parameter", "sema.defaulted-initializer", "sema.directive-uses-renamed-parameter",
        "sema.duplicate-client", "sema.duplicate-directive", "sema.duplicate-member", "sema.duplicate-modifier",
        "sema.duplicate-name",
        "sema.duplicate-values-property", "sema.function-type-label", "sema.generated-member-collision",
        "sema.generated-name-collision",
        "sema.generic-default-value", "sema.generic-inout-parameter", "sema.generic-subscript",
        "sema.generic-thrown-type", "sema.global-actor-with-isolated-parameter", "sema.hidden-generated-name",
        "sema.inheritance-cycle", "sema.inheritance-too-deep",
        "sema.inherited-isolation-mismatch", "sema.inherited-mock-name-collision", "sema.inherits-itself",
        "sema.inherits-struct-client", "sema.initializer-modifier", "sema.inout-default-value",
        "sema.initializer-placeholder",
        "sema.invalid-client-access", "sema.invalid-identifier", "sema.invalid-import-attribute",
        "sema.invalid-import-attribute-argument", "sema.invalid-key-name", "sema.invalid-mock-name",
        "sema.invalid-module-name", "sema.invalid-noop", "sema.invalid-style", "sema.invisible-inherited-requirements",
        "sema.isolated-inherited-requirement", "sema.isolation-needs-async", "sema.nonsending-needs-async-function",
        "sema.labelled-single-element-tuple",
        "sema.less-visible-client",
        "sema.marker-argument",
        "sema.marker-on-non-protocol", "sema.marker-with-requirements", "sema.member-access-modifier",
        "sema.member-access-wider-than-client", "sema.misplaced-directive", "sema.misplaced-discardable-result",
        "sema.misplaced-escaping", "sema.misplaced-opaque-type",
        "sema.missing-availability",
        "sema.missing-directive-argument", "sema.missing-noop", "sema.missing-placeholder", "sema.misspelt-directive",
        "sema.mock-name-collision", "sema.never-parameter", "sema.non-generic-parameter",
        "sema.non-sendable-parameter", "sema.non-sendable-property",
        "sema.nonisolated-and-global-actor", "sema.nonisolated-client", "sema.nonisolated-with-isolated-parameter",
        "sema.opaque-result", "sema.overload-collision",
        "sema.ownership-parameter",
        "sema.parameterless-initializer", "sema.placeholder-and-trapping", "sema.placeholder-calls-unimplemented",
        "sema.placeholder-on-void-member", "sema.unavailable-member", "sema.uncopied-attribute",
        "sema.wildcard-availability-version",
        "sema.unsafe-nonisolated-requirement",
        "sema.attribute-needs-public", "sema.property-recording-argument", "sema.protocol-noop",
        "sema.protocol-noop-value", "sema.read-only-property-recording", "sema.recursive-stored-value",
        "sema.struct-client-constraint",
        "sema.rethrown-closure-default",
        "sema.rethrows-without-throwing-closure", "sema.scoped-import-without-declaration", "sema.self-in-signature",
        "sema.self-member-in-signature", "sema.sending-parameter", "sema.static-initializer", "sema.struct-actor",
        "sema.struct-class-bound", "sema.struct-client-without-endpoints", "sema.struct-generic",
        "sema.struct-implicitly-unwrapped", "sema.struct-inherited-member", "sema.struct-initializer",
        "sema.struct-overload", "sema.struct-reserved-name", "sema.struct-throwing-autoclosure", "sema.struct-rethrows",
        "sema.struct-static-member",
        "sema.struct-stored-effects", "sema.struct-stored-non-sendable", "sema.struct-stored-trap",
        "sema.struct-subscript",
        "sema.struct-unlabeled-defaults", "sema.struct-variadic",
        "sema.subscript-default-value", "sema.subscript-inout", "sema.throwing-on-non-throwing-member",
        "sema.too-many-defaults", "sema.too-many-endpoint-combinations", "sema.type-alias-cycle",
        "sema.typed-throws-needs-failure",
        "sema.unexpected-directive-argument", "sema.unimplementable-inheritance", "sema.unknown-modifier-argument",
        "sema.unknown-parameter-name", "sema.unlabeled-after-variadic", "sema.unqualified-inherited-type-alias",
        "sema.unresolved-stored-value",
        "sema.unsupported-modifier", "sema.unused-placeholder", "sema.unused-trapping", "sema.unwritable-placeholder",
        "sema.values-property-of-the-library", "sema.variadic-opaque-parameter", "sema.variadic-specifier",
        "sema.variadic-with-defaults",
        "sema.void-parameter",
    ]
}
