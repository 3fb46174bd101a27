/// The catalog's texts with arguments are templates, `'%1' is declared more than once in client '%2'`, filled when a
/// diagnostic is made: one static string per entry, where string interpolation costs about twice the code to compile,
/// in the plugin tool every consumer builds.
enum CatalogTemplate {
    /// The template with each `%1` … `%9` replaced by the argument of that number.
    static func fill(_ template: StaticString, with arguments: [any CustomStringConvertible]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(template.utf8CodeUnitCount + arguments.count * 16)
        template.withUTF8Buffer { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%"), index + 1 < bytes.count,
                    case let digit = Int(bytes[index + 1]) - Int(UInt8(ascii: "1")), digit >= 0, digit < arguments.count
                {
                    text.append(contentsOf: arguments[digit].description.utf8)
                    index += 2
                } else {
                    text.append(byte)
                    index += 1
                }
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
