/// What a struct of closures cannot express: each is reported with what to write instead, so nothing that would
/// compile badly is generated.
extension SpecValidator {
    /// Names the struct style generates itself, which an endpoint cannot take.
    static let structReservedNames: Set<String> = [
        "init", "unimplemented", "noop", "testValue", "previewValue", "liveValue", "recording", "calls", "Calls",
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
        // The recorder passes an `@autoclosure` on as `try c()` in a closure, which Swift then infers as throwing; an
        // optional endpoint has none.
        if !MemberEffects(function.effects).throwsEffectively,
            !decl.modifiers.contains(where: { $0.keyword == .optional }),
            let parameter = function.parameters.first(where: {
                guard case .autoclosure(throws: true, _) = MockParameterParts($0.type, isVariadic: false).passing
                else { return false }
                return true
            })
        {
            diagnostics.report(.structThrowingAutoclosure(name), at: parameter.type.range)
        }
        // `nonisolated` takes an endpoint out of the client's global actor; `nonisolated(nonsending)` is no closure's.
        for modifier in decl.modifiers where modifier.keyword == .nonisolated && modifier.argument != nil {
            diagnostics.report(
                .unsupportedModifier("nonisolated(\(modifier.argument ?? ""))", on: "struct endpoint"),
                at: modifier.range)
        }
    }

    /// Each endpoint is a closure property named after the member's base name, so base names must be unique and must
    /// not be one of the names the struct style generates.
    mutating func checkStructEndpointNames(_ members: [MemberModel], decls: [MemberDecl]) {
        var owners: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            let name = member.name.base
            if Self.structReservedNames.contains(name) {
                diagnostics.report(.structReservedName(name), at: decls[index].name.range)
            } else if let owner = owners[name],
                !CompilationCondition.excludes(members[owner].condition, member.condition)
            {
                let other = Self.labelledName(of: members[owner])
                diagnostics.report(
                    .structOverload(Self.labelledName(of: member), other: other), at: decls[index].name.range,
                    notes: [diagnostics.note(.declaredHere(other), at: decls[owner].name.range)])
            } else if owners[name] == nil {
                owners[name] = index
            }
        }
    }

    /// `fetch(id:)`: an endpoint named with its labels, to tell apart two that share a base name.
    private static func labelledName(of member: MemberModel) -> String {
        guard case .function(let function) = member.kind else { return member.name.base }
        return MemberName(base: member.name.base, labels: function.parameters.map(\.label)).description
    }
}
