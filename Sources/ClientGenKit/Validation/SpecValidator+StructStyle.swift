/// What a struct of closures cannot express: each is reported with what to write instead, so nothing that would
/// compile badly is generated.
extension SpecValidator {
    /// Names the struct style generates itself, which an endpoint cannot take.
    static let structReservedNames: Set<String> = [
        "init", "unimplemented", "noop", "testValue", "previewValue",
        "liveValue",
    ]

    /// Checks one endpoint's signature: closures cannot be generic, methods cannot forward variadic arguments, and
    /// default values need a labelled method that does not clash with calling the closure.
    mutating func checkStructEndpoint(_ decl: MemberDecl, _ function: FunctionDecl) {
        let name = decl.name.name
        if !function.genericParameters.isEmpty || function.parameters.contains(where: { $0.type.mentionsOpaqueType }) {
            diagnostics.report(.structGeneric(name), at: decl.name.range)
        }
        if let variadic = function.parameters.first(where: \.isVariadic) {
            diagnostics.report(.structVariadic(name), at: variadic.type.range)
        }
        if function.parameters.contains(where: { $0.defaultValue != nil }),
            function.parameters.allSatisfy({ $0.label == nil })
        {
            diagnostics.report(.structUnlabeledDefaults(name), at: decl.name.range)
        }
        for modifier in decl.modifiers where modifier.keyword == .nonisolated {
            diagnostics.report(.unsupportedModifier(modifier.keyword.text, on: "struct endpoint"), at: modifier.range)
        }
    }

    /// Each endpoint is a closure property named after the member's base name, so base names must be unique and must
    /// not be one of the names the struct style generates.
    mutating func checkStructEndpointNames(_ members: [MemberModel], decls: [MemberDecl]) {
        var owners: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            if Self.structReservedNames.contains(member.name) {
                diagnostics.report(.structReservedName(member.name), at: decls[index].name.range)
            } else if let owner = owners[member.name] {
                diagnostics.report(
                    .structOverload(Self.displayName(of: member), other: Self.displayName(of: members[owner])),
                    at: decls[index].name.range,
                    notes: [
                        diagnostics.note(
                            "'\(Self.displayName(of: members[owner]))' is declared here",
                            at: decls[owner].name.range)
                    ])
            } else {
                owners[member.name] = index
            }
        }
    }
}
