import LanguageServerBase

/// The parts of a request's params that most requests share, read strictly: a request without them is answered with
/// InvalidParams, never guessed at.
struct RequestParams {
    let params: JSONValue?
    let method: String

    /// `textDocument.uri`.
    func uri() throws -> String {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw ResponseError.invalidParams("'\(method)' needs 'textDocument.uri'")
        }
        return uri
    }

    /// `position`.
    func position() throws -> Position {
        guard let position = params?["position"].flatMap(Position.init(json:)) else {
            throw ResponseError.invalidParams("'\(method)' needs a 'position' with 'line' and 'character'")
        }
        return position
    }

    /// `range`.
    func range() throws -> TextRange {
        guard let range = params?["range"].flatMap(TextRange.init(json:)) else {
            throw ResponseError.invalidParams("'\(method)' needs a 'range' with 'start' and 'end'")
        }
        return range
    }
}
