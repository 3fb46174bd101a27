// The console client from Originals/EventTrackingClientType.swift.

/// Prints events.
public struct ConsoleTrackingClient: EventTrackingClientType {
    /// A console client.
    public init() {}

    /// Prints the event and its properties.
    public func track(_ event: String, properties: [String: Any]?) {
        let rendered = (properties ?? [:]).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        print("[track] \(event) \(rendered)")
    }
}
