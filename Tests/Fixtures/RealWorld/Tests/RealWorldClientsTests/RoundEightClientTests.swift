import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import RealWorldClients

/// The clients round 8 wrote from public repositories directly: what those apps' feature code calls, through the
/// generated mocks, recorders and unimplemented values.
@Suite("Round-eight clients written from real repositories")
struct RoundEightClientTests {
    @Test("A share service's mock hands '[Any]' items to its handler and counts the call")
    func shareSheetPassesItemsOn() async throws {
        let share = MockShareSheetServicing()
        share.shareHandler = { items in items.count == 2 }
        let shared = await withDependencies {
            $0.shareSheetServicing = share
        } operation: {
            @Dependency(\.shareSheetServicing) var shareSheet
            return await shareSheet.share(items: ["summit.jpg", URL(fileURLWithPath: "/tmp/route.gpx")])
        }
        #expect(shared)
        #expect(share.shareCallCount == 1)
        let assistant = MockTrailGuideAssistantRepository()
        assistant.sendTurnHandler = { instruction, contents, _ in
            GuideChatReply(text: "\(instruction): \(contents.count)")
        }
        let reply = try await assistant.sendTurn(systemInstruction: "plan", contents: [["role": "user"]], tools: [])
        #expect(reply == GuideChatReply(text: "plan: 1"))
        #expect(assistant.sendTurnCallCount == 1)
    }

    @MainActor
    @Test("A main-actor struct client keeps its rules sub-client and records its renamed endpoint's calls")
    func autoPromptRecordsOnTheMainActor() async {
        let calls = TrailAutoPromptClient.Calls()
        var prompts = TrailAutoPromptClient.noop.recording(into: calls)
        prompts.availableFeatures = { [.shareTrail, .rateApp] }
        prompts.isEligibleForPresentation = { feature, placement, _ in feature == .rateApp && placement == "summit" }
        #expect(await prompts.featureToPresent("summit", nil) == .rateApp)
        await prompts.log(.shown(.rateApp))
        #expect(prompts.rules.maxPrompts() == 3)
        #expect(prompts.rules.cooldown() == .seconds(60))
        #expect(calls.isEligibleForPresentationCalls.map(\.feature) == [.shareTrail, .rateApp])
        #expect(calls.logEventCalls == [.shown(.rateApp)])
        withKnownIssue {
            _ = TrailAutoPromptClient().rules.maxPrompts()
        } matching: { issue in
            issue.description.contains("Unimplemented: 'TrailPromptRulesClient.maxPrompts'")
        }
    }

    @Test("A purchases client streams offers and reports an unimplemented purchase, then returns its placeholder")
    func purchasesStreamOffers() async throws {
        let calls = GuideBookPurchasesClient.Calls()
        var purchases = GuideBookPurchasesClient().recording(into: calls)
        purchases.offer = { id in
            AsyncThrowingStream { continuation in
                continuation.yield(GuideBookOffer(id: id))
                continuation.finish()
            }
        }
        var offers: [GuideBookOffer?] = []
        for try await offer in purchases.offer(by: "alps") { offers.append(offer) }
        #expect(offers == [GuideBookOffer(id: "alps")])
        await withKnownIssue {
            let result = try await purchases.purchase(GuideBookPurchaseRequest(offerID: "alps"))
            #expect(result == .success(GuideBookEntitlements()))
        }
        #expect(calls.offerCalls == ["alps"])
        #expect(calls.purchaseCalls == [GuideBookPurchaseRequest(offerID: "alps")])
    }

    @Test("A protocol client's 'for' and 'in' parameters are recorded under those names, with defaults kept")
    func permissionsKeepKeywordNames() async {
        let permissions = MockSummitPermissionsProviding()
        permissions.requestAuthorizationHandler = { level, _ in level == .readWrite ? .authorized : .denied }
        permissions.requestIfNeededHandler = { _, reason in reason == "journal" ? .authorized : .denied }
        #expect(await permissions.requestAuthorization(.readWrite, "map") == .authorized)
        #expect(await permissions.requestIfNeeded(for: .addOnly) == .authorized)
        #expect(permissions.requestAuthorizationCalls.map(\.for) == [.readWrite])
        #expect(permissions.requestAuthorizationCalls.map(\.in) == ["map"])
        #expect(permissions.requestIfNeededCalls.map(\.reason) == ["journal"])
        withKnownIssue {
            #expect(UnimplementedSummitPermissionsProviding().authorizationStatus(.addOnly) == .notDetermined)
        }
    }
}
