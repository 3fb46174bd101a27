/// The key, the `DependencyValues` accessor and the live value.
extension ClientLowering {
    /// The `TestDependencyKey` whose `testValue` is the unimplemented double, so a test that forgets to override the
    /// dependency fails with the member it called (or the `@test` value). A protocol client gets a key enum; a struct
    /// client is its own key.
    func keyPlan() -> KeyConformancePlan {
        let docLine: String
        let head: TypeHead
        let testValue: String
        let conformance = TypeSyntax.named("TestDependencyKey")
        switch client.style {
        case .protocol:
            docLine =
                "/// The dependency key of `\(client.name)`: tests get `\(client.names.unimplemented)` unless they "
                + "override it."
            head = TypeHead(modifiers: modifiers(), kind: .enum, name: client.names.key, conformances: [conformance])
            testValue = "\(client.names.unimplemented)()"
        case .struct:
            docLine =
                "/// `\(client.name)` is its own dependency key: tests get `\(client.name)()`, whose endpoints are "
                + "unimplemented."
            head = .extension(client.name, conformingTo: [conformance])
            testValue = "\(SwiftName.escaped(client.name))()"
        }
        var values = [staticValue("testValue", client.values.test ?? testValue)]
        if let preview = client.values.preview { values.append(staticValue("previewValue", preview)) }
        return KeyConformancePlan(
            intro: DeclarationIntro(docLines: [docLine], attributes: client.attributes.everywhere), head: head,
            values: values)
    }

    /// The `DependencyKey` conformance with the client's `@live` value, for the module that holds the implementation
    /// (the interface module keeps the `TestDependencyKey` conformance and the test value).
    func livePlan() -> KeyConformancePlan? {
        guard let live = client.values.live else { return nil }
        return KeyConformancePlan(
            intro: DeclarationIntro(
                docLines: ["/// The live `\(client.name)`, used when the app runs."],
                attributes: client.attributes.everywhere),
            head: .extension(keyTypeName, conformingTo: [.named("DependencyKey")]),
            values: [staticValue("liveValue", live)])
    }

    /// The property that `@Dependency(\.weatherClient)` reads.
    func valuesPlan() -> ValuesPlan {
        ValuesPlan(
            head: .extension("DependencyValues"),
            intro: DeclarationIntro(
                docLines: client.docLines.isEmpty ? ["/// The `\(client.name)` dependency."] : client.docLines,
                attributes: client.attributes.everywhere),
            modifiers: modifiers(nonisolated: true), propertyName: client.names.valuesProperty, valueType: valueType,
            keyType: .named(keyTypeName))
    }

    private func staticValue(_ name: String, _ expression: String) -> StaticValuePlan {
        StaticValuePlan(modifiers: modifiers(nonisolated: true), name: name, type: valueType, expression: expression)
    }
}
