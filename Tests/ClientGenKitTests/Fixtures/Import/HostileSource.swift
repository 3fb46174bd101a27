// Text that only looks like declarations: in strings (escaped, raw, multi-line), regular expression literals and
// comments. Only `RealClient` is a client; `Marker` has no requirement; `Platform` is declared under `#if`;
// `LegacyClient` has members no spec can hold, so it is not imported at all.
import Foundation

let decoy = "protocol InString { func fake() }"
let raw = #"protocol InRawString { func fake() } "# + "\(decoy)"
let multi = """
    protocol InMultiline {
        func fake()
    }
    } } {
    """
let regex = /protocol InRegex \{ \}/
/* protocol InComment { func fake() } /* nested */ still a comment */
// protocol InLineComment { func fake() }

protocol Marker {}

protocol RealClient {
    func load(_ id: Int) async throws -> String
}

protocol LegacyClient {
    func load(_ id: Int) async throws -> String
    #if DEBUG
        func debugDump() -> String
    #endif
    static func make() -> Self
    subscript(index: Int) -> String { get }
}

#if os(Linux)
    protocol Platform {
        func ping() async
    }
#endif

protocol HasAssociatedType {
    associatedtype Item
    func all() -> [Item]
}

struct Repository<Model> {
    var fetch: @Sendable () -> [Model]
}
