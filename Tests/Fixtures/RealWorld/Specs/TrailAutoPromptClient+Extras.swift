// What untitled-ios-sdk's AutoPresentationClient declared around its closures, written for the corpus: the method
// its `@DependencyEndpoint(method: "log")` gave callers, and a helper over the endpoints.

@MainActor
extension TrailAutoPromptClient {
    /// Logs a prompt event, as callers of the macro's renamed method wrote it.
    public func log(_ event: TrailPrompt.Event) async {
        await self.logEvent(event)
    }

    /// The first feature eligible at the placement, if any.
    public func featureToPresent(_ placement: String?, _ userInfo: [String: String]?) async -> TrailPrompt.Feature? {
        for feature in availableFeatures() where await isEligibleForPresentation(feature, placement, userInfo) {
            return feature
        }
        return nil
    }
}
