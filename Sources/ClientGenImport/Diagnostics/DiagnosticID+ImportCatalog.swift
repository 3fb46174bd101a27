import ClientGenCore

/// The typed identity of every entry of import's part of the catalog: one constant per message, note and fix-it,
/// named after its identifier (`sema.mock-name-collision` → `semaMockNameCollision`), which the entry is built with
/// and code that tells diagnostics apart compares, never spelling an identifier, so a renamed one cannot silently stop
/// matching. Computed, so that each costs a few instructions to compile rather than a global's lazy initializer.
extension DiagnosticID {
    package static var importAttributeLeftOut: Self { Self(rawValue: "import.attribute-left-out") }
    package static var importChosenPlaceholder: Self { Self(rawValue: "import.chosen-placeholder") }
    package static var importClientLeftOut: Self { Self(rawValue: "import.client-left-out") }
    package static var importClientNotFound: Self { Self(rawValue: "import.client-not-found") }
    package static var importClosureDependency: Self { Self(rawValue: "import.closure-dependency") }
    package static var importConditionalClient: Self { Self(rawValue: "import.conditional-client") }
    package static var importDefaultLeftOut: Self { Self(rawValue: "import.default-left-out") }
    package static var importDelete: Self { Self(rawValue: "import.delete") }
    package static var importDirectiveLeftOut: Self { Self(rawValue: "import.directive-left-out") }
    package static var importDuplicateClient: Self { Self(rawValue: "import.duplicate-client") }
    package static var importEntryKeyName: Self { Self(rawValue: "import.entry-key-name") }
    package static var importGeneratedNameClash: Self { Self(rawValue: "import.generated-name-clash") }
    package static var importHandWrittenNoop: Self { Self(rawValue: "import.hand-written-noop") }
    package static var importHoistedSubClient: Self { Self(rawValue: "import.hoisted-sub-client") }
    package static var importImported: Self { Self(rawValue: "import.imported") }
    package static var importImportsLeftOut: Self { Self(rawValue: "import.imports-left-out") }
    package static var importInheritanceLeftOut: Self { Self(rawValue: "import.inheritance-left-out") }
    package static var importInitializerDefaults: Self { Self(rawValue: "import.initializer-defaults") }
    package static var importPrivateValue: Self { Self(rawValue: "import.private-value") }
    package static var importInitializerKept: Self { Self(rawValue: "import.initializer-kept") }
    package static var importKeep: Self { Self(rawValue: "import.keep") }
    package static var importLiveConformanceMoved: Self { Self(rawValue: "import.live-conformance-moved") }
    package static var importLookAlikeName: Self { Self(rawValue: "import.look-alike-name") }
    package static var importMarkerProtocol: Self { Self(rawValue: "import.marker-protocol") }
    package static var importMockMacroLeftOut: Self { Self(rawValue: "import.mock-macro-left-out") }
    package static var importNestedClient: Self { Self(rawValue: "import.nested-client") }
    package static var importTooDeeplyConditional: Self { Self(rawValue: "import.too-deeply-conditional") }
    package static var importNestedSubClient: Self { Self(rawValue: "import.nested-sub-client") }
    package static var importNonisolatedNestedType: Self { Self(rawValue: "import.nonisolated-nested-type") }
    package static var importNoClients: Self { Self(rawValue: "import.no-clients") }
    package static var importNonSendableClosures: Self { Self(rawValue: "import.non-sendable-closures") }
    package static var importNonSendableConformer: Self { Self(rawValue: "import.non-sendable-conformer") }
    package static var importNonSendableHelper: Self { Self(rawValue: "import.non-sendable-helper") }
    package static var importRegisteredNonClient: Self { Self(rawValue: "import.registered-non-client") }
    package static var importTrapping: Self { Self(rawValue: "import.trapping") }
    package static var importShadowedUnimplemented: Self { Self(rawValue: "import.shadowed-unimplemented") }
    package static var importTypeOnlyProtocol: Self { Self(rawValue: "import.type-only-protocol") }
    package static var importUnconvertibleMember: Self { Self(rawValue: "import.unconvertible-member") }
    package static var noteImportSpecCheck: Self { Self(rawValue: "note.import-spec-check") }
}
