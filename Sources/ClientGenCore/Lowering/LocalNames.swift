/// Picks local variable names that do not shadow a member's parameters. A member has a handful of parameters, so a
/// list is searched rather than a set hashed.
package struct LocalNames {
    private var taken: [String]

    init(taken: [String]) {
        self.taken = taken
    }

    /// The names a member's implementations declare its parameters with, and pass them on by: the spec's local names,
    /// `arg<position>` for a parameter without one, and a name with `_` appended for one that would hide a function
    /// the generated bodies call, or `self` or `Self` (its label stays). Unique within the member.
    package static func parameters(of member: MemberModel) -> [String] {
        guard case .function(let function) = member.kind, !function.parameters.isEmpty else { return [] }
        let parameters = function.parameters
        // A settable subscript's setter declares `newValue`, which a parameter of that name would hide.
        let hidesNewValue = function.subscriptSetter == true
        // Almost every parameter has a name of its own that hides nothing: then those are the names.
        var names: [String] = []
        names.reserveCapacity(parameters.count)
        for parameter in parameters {
            guard let name = parameter.specLocalName, !hidesCalledName(name),
                !(hidesNewValue && name == SpecValidator.newValue)
            else {
                return renaming(parameters, hidesNewValue: hidesNewValue)
            }
            names.append(name)
        }
        return names
    }

    /// The names when a parameter has none, or one that would hide a function the generated bodies call (or a
    /// subscript setter's `newValue`).
    private static func renaming(_ parameters: [ParameterModel], hidesNewValue: Bool) -> [String] {
        var locals = LocalNames(
            taken: parameters.compactMap(\.specLocalName) + (hidesNewValue ? [SpecValidator.newValue] : []))
        var names: [String] = []
        for (position, parameter) in parameters.enumerated() {
            guard let name = parameter.specLocalName else {
                names.append(locals.make("arg" + String(position)))
                continue
            }
            let hides = hidesCalledName(name) || (hidesNewValue && name == SpecValidator.newValue)
            names.append(hides ? locals.make(name + "_") : name)
        }
        return names
    }

    /// Whether a name is one the generated bodies call, or `self` or `Self`, which a struct client's method and
    /// recorder, and a mock's initializers, call through; checked by its first letter before it is hashed.
    private static func hidesCalledName(_ name: String) -> Bool {
        switch name.utf8.first {
        case UInt8(ascii: "s"), UInt8(ascii: "S"):
            return name == "self" || name == "Self"
        case UInt8(ascii: "r"), UInt8(ascii: "U"), UInt8(ascii: "L"), UInt8(ascii: "f"), UInt8(ascii: "w"):
            return SpecValidator.namesGeneratedBodiesCall.contains(name)
        default:
            return false
        }
    }

    /// `base`, or `base` with underscores appended until it is free; the name is then taken.
    mutating func make(_ base: String) -> String {
        var name = base
        while taken.contains(name) { name += "_" }
        taken.append(name)
        return name
    }
}
