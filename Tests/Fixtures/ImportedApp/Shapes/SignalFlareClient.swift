// Shape: a client declared inside a namespace (`enum Outpost { struct SignalFlareClient }`), with its key and
// accessor spelt `Outpost.SignalFlareClient`, beside a top-level client of the same name, as feature modules that
// nest a `Client` in their feature's namespace write them (modelled on the TCA habit of
// `extension Feature { struct Client }`). Import read the namespaced client's key as the top-level one's: it took
// its live value for the top-level spec and listed its key and accessor for deletion. Written for the import corpus;
// nothing is copied.
import Dependencies

public struct SignalFlareClient: Sendable {
    public var fire: @Sendable (_ count: Int) -> String
}

extension SignalFlareClient: DependencyKey {
    public static let liveValue = SignalFlareClient(fire: { "\($0) flares over the ridge" })
    public static let testValue = SignalFlareClient(fire: { _ in "" })
}

extension DependencyValues {
    public var signalFlare: SignalFlareClient {
        get { self[SignalFlareClient.self] }
        set { self[SignalFlareClient.self] = newValue }
    }
}

/// The outpost's own flares, which import leaves hand-written: a spec declares clients at the top level only.
public enum Outpost {
    public struct SignalFlareClient: Sendable {
        public var fire: @Sendable (_ count: Int) -> String
    }
}

extension Outpost.SignalFlareClient: DependencyKey {
    public static let liveValue = Outpost.SignalFlareClient(fire: { "\($0) flares over the outpost" })
    public static let testValue = Outpost.SignalFlareClient(fire: { _ in "" })
}

extension DependencyValues {
    public var outpostSignalFlare: Outpost.SignalFlareClient {
        get { self[Outpost.SignalFlareClient.self] }
        set { self[Outpost.SignalFlareClient.self] = newValue }
    }
}
