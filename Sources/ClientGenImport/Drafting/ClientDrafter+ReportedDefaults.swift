import ClientGenCore

/// Closure defaults that report an issue and then return a value, as swift-dependencies suggests for endpoints that
/// return one (a value-returning default reports nothing by itself): `{ XCTFail("timeout"); return 10 }`. The
/// generated double reports the issue itself, so the value after `return` is the placeholder.
extension ClientDrafter {
    /// The expression a default returns after reporting (`10` in `{ XCTFail("timeout"); return 10 }`), when the body
    /// is one reporting call (`XCTFail`, an `XCTFail`-like helper, `reportIssue`, `unimplemented`) and one `return`.
    func returnedAfterReport(in body: Range<Int>) -> SourceRange? {
        let tokens = skimmer.tokens
        var position = body.lowerBound
        var callee = ""
        while position < body.upperBound, tokens[position].kind == .identifier || tokens[position].kind == .period {
            callee += skimmer.text(of: position)
            position += 1
        }
        guard Self.isReportingCall(callee), position < body.upperBound, tokens[position].kind == .leftParen else {
            return nil
        }
        position = skimmer.closers[position] + 1
        if position < body.upperBound, tokens[position].kind == .semicolon { position += 1 }
        guard position < body.upperBound, tokens[position].isKeyword(.return) else { return nil }
        return skimmer.singleExpression(in: position..<body.upperBound)
    }

    /// Whether a function reports an issue: `XCTFail` (and helpers named after it), `reportIssue`, `unimplemented`,
    /// plain or qualified by their modules.
    private static func isReportingCall(_ callee: String) -> Bool {
        let name = callee.split(separator: ".").last.map(String.init) ?? callee
        guard callee == name || ["XCTest", "IssueReporting", "Dependencies"].contains(callee.prefix { $0 != "." })
        else { return false }
        return name.hasPrefix("XCTFail") || name == "reportIssue" || name == "unimplemented"
    }
}
