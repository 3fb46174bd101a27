@testable import ClientGenCore

/// Plans compare whole in tests by their structure: every stored field at every depth, including fields added later,
/// and leaf values (types, attributes, strings) by their own `==`, so that a type compares by its spelling and not by
/// where it was written. The generator itself never compares plans, so they carry no synthesized `Equatable`
/// conformance that the build plugin's tool would compile in every consumer's build.
protocol StructurallyEquatable: Equatable {}

extension StructurallyEquatable {
    /// Whether the two values have the same structure (see ``structurallyEqual(_:_:depth:)``).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        structurallyEqual(lhs, rhs, depth: 0)
    }
}

/// Whether two values have the same structure: the same type, case and fields, each compared the same way, and
/// leaves compared by their own equality.
func structurallyEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    guard depth < 100, type(of: lhs) == type(of: rhs) else { return false }
    if !(lhs is any StructurallyEquatable), let lhs = lhs as? any Equatable {
        return lhs.isEqual(to: rhs)
    }
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    guard left.children.count == right.children.count else { return false }
    if left.children.isEmpty, left.displayStyle == .enum {
        // A case without a payload: its name is all there is.
        return String(describing: lhs) == String(describing: rhs)
    }
    return zip(left.children, right.children).allSatisfy { pair in
        pair.0.label == pair.1.label && structurallyEqual(pair.0.value, pair.1.value, depth: depth + 1)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension KeyConformancePlan: StructurallyEquatable {}
extension ValuesPlan: StructurallyEquatable {}
extension MemberHead: StructurallyEquatable {}
extension MemberHead.Kind: StructurallyEquatable {}
extension MemberHead.Accessors: StructurallyEquatable {}
extension FunctionHead: StructurallyEquatable {}
extension FunctionHead.ParameterNames: StructurallyEquatable {}
extension FunctionHead.DefaultValues: StructurallyEquatable {}
extension ForwardingCall: StructurallyEquatable {}
extension ForwardingCall.Callee: StructurallyEquatable {}
extension ForwardingCall.Argument: StructurallyEquatable {}
extension ForwardingCall.Argument.Value: StructurallyEquatable {}
extension ClosureTypePlan: StructurallyEquatable {}
extension ClosureTypePlan.Parameter: StructurallyEquatable {}
extension UnimplementedBody: StructurallyEquatable {}
extension UnimplementedBody.Issue: StructurallyEquatable {}
extension UnimplementedBody.Exit: StructurallyEquatable {}
extension MockPlan: StructurallyEquatable {}
extension MockResetPlan: StructurallyEquatable {}
extension MockResetPlan.State: StructurallyEquatable {}
extension MockMemberPlan: StructurallyEquatable {}
extension MockSetterPlan: StructurallyEquatable {}
extension MockHandlerPlan: StructurallyEquatable {}
extension MockCallCountPlan: StructurallyEquatable {}
extension MockCallsPlan: StructurallyEquatable {}
extension MockBodyPlan: StructurallyEquatable {}
extension MockBodyPlan.Record: StructurallyEquatable {}
extension MockBodyPlan.StateAccess: StructurallyEquatable {}
extension MockBodyPlan.Result: StructurallyEquatable {}
extension ProtocolPlan: StructurallyEquatable {}
extension RequirementPlan: StructurallyEquatable {}
extension OverloadExtensionPlan: StructurallyEquatable {}
extension ForwardingMethodPlan: StructurallyEquatable {}
extension TypeAliasPlan: StructurallyEquatable {}
extension SpecPlan: StructurallyEquatable {}
extension ArtifactPlan: StructurallyEquatable {}
extension DeclarationModifiers: StructurallyEquatable {}
extension StaticValuePlan: StructurallyEquatable {}
extension StructClientPlan: StructurallyEquatable {}
extension EndpointPlan: StructurallyEquatable {}
extension EndpointPlan.Storage: StructurallyEquatable {}
extension MemberwiseInitializerPlan: StructurallyEquatable {}
extension StructRecorderPlan: StructurallyEquatable {}
extension RecordedEndpointPlan: StructurallyEquatable {}
extension RecordingMethodPlan: StructurallyEquatable {}
extension TypeHead: StructurallyEquatable {}
extension DeclarationIntro: StructurallyEquatable {}
extension UnimplementedDoublePlan: StructurallyEquatable {}
extension UnimplementedMemberPlan: StructurallyEquatable {}
extension StructDefaultsPlan: StructurallyEquatable {}
extension UnimplementedInitializerPlan: StructurallyEquatable {}
extension UnimplementedEndpointPlan: StructurallyEquatable {}
extension UnimplementedEndpointPlan.Value: StructurallyEquatable {}
extension NoopPlan: StructurallyEquatable {}
extension NoopEndpointPlan: StructurallyEquatable {}
extension NoopEndpointPlan.Value: StructurallyEquatable {}
extension ClosureLiteralHead: StructurallyEquatable {}

extension AttributeModel.Role: StructurallyEquatable {}
extension ClientAttributes: StructurallyEquatable {}
extension MemberAttributes: StructurallyEquatable {}
extension TypeAliasModel: StructurallyEquatable {}
extension ClientValues: StructurallyEquatable {}
extension GeneratedNames: StructurallyEquatable {}
extension MemberEffects: StructurallyEquatable {}
extension MemberModel.Role: StructurallyEquatable {}
extension GenericParameterModel: StructurallyEquatable {}
extension GenericRequirementModel: StructurallyEquatable {}
extension DefaultOverload: StructurallyEquatable {}
extension ArgumentPassing: StructurallyEquatable {}
extension ParameterModel: StructurallyEquatable {}
extension ParameterModel.Recording: StructurallyEquatable {}
extension MockMemberModel: StructurallyEquatable {}
extension MockMemberNames: StructurallyEquatable {}
extension Fallback: StructurallyEquatable {}
extension FallbackValue: StructurallyEquatable {}
