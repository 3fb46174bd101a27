import Dependencies
import Testing

/// Runs `body`, expecting it to report exactly the issues whose messages contain `message`.
func expectIssue(
    _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void
) async {
    await withKnownIssue(sourceLocation: sourceLocation) {
        await body()
    } matching: { issue in
        issue.description.contains(message)
    }
}

/// Synchronous variant of ``expectIssue(_:sourceLocation:_:)-async``.
func expectIssue(
    _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        issue.description.contains(message)
    }
}

/// Whether an error is the `UnimplementedFailure` the generated doubles throw for a member.
func isUnimplementedFailure(_ error: any Error, _ member: String) -> Bool {
    (error as? UnimplementedFailure)?.description == member
}
