import ClientGenCore

/// A plain struct's own memberwise initializer with default values (`init(upload: … = { _ in throw Failed() })`):
/// the generated memberwise `init` takes the same arguments without defaults, and `Client()` is the generated
/// unimplemented `init()`. The key's values that leave arguments out are written out with the defaults, and a
/// warning says that other calls need the same.
struct MemberwiseDefaults {
    /// One argument of the initializer, with the default value it has, if any.
    struct Argument {
        var label: String
        var defaultValue: String?
    }

    /// Every argument, in order.
    var arguments: [Argument]

    /// A key's value with the arguments its call of the initializer leaves out written out.
    func expanding(_ value: ImportInventory.KeyValue, clientName: String) -> ImportInventory.KeyValue {
        var value = value
        value.expression = expanding(value.expression, clientName: clientName)
        return value
    }

    /// A call of the initializer with the arguments it leaves out written out with their defaults: `Uploader()` →
    /// `Uploader(upload: { _ in throw Failed() }, progress: { .finished })`. Anything else is returned as it is.
    func expanding(_ expression: String, clientName: String) -> String {
        let skimmer = SwiftSkimmer(source: SourceFile(path: "", text: expression))
        guard let opener = skimmer.tokens.firstIndex(where: { $0.kind == .leftParen }),
            skimmer.closers[opener] == skimmer.tokens.count - 2
        else { return expression }
        let callee = skimmer.tokens[..<opener].indices.map { skimmer.text(of: $0) }.joined()
        guard ["Self", ".init", "Self.init", clientName, clientName + ".init"].contains(callee) else {
            return expression
        }
        var given = skimmer.items(in: opener, isParameterClause: false)[...]
        var written: [String] = []
        for argument in arguments {
            if let next = given.first, next.label == argument.label {
                written.append(skimmer.text(next.range))
                given.removeFirst()
            } else if let value = argument.defaultValue {
                written.append(argument.label + ": " + value)
            } else {
                return expression
            }
        }
        guard given.isEmpty, written.count > skimmer.items(in: opener, isParameterClause: false).count else {
            return expression
        }
        return callee + "(" + written.joined(separator: ", ") + ")"
    }
}
