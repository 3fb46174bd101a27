// Modelled on the shape of `TrackingClientType` in kickstarter/ios-oss (Library/Tracking/TrackingClientType.swift): a
// one-method analytics protocol whose properties argument is an untyped, optional `[String: Any]` dictionary, with a
// doc comment in parameter-list style, plus a console implementation and a recording mock. Written for this corpus;
// nothing is copied.
import Foundation

public protocol EventTrackingClientType {
    /**
     Tracks an event in the analytics pipeline.

     - parameter event:      Name of the event.
     - parameter properties: Dictionary of properties associated with the event.
     */
    func track(_ event: String, properties: [String: Any]?)
}

public struct ConsoleTrackingClient: EventTrackingClientType {
    public init() {}

    public func track(_ event: String, properties: [String: Any]?) {
        let rendered = (properties ?? [:]).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        print("[track] \(event) \(rendered)")
    }
}

internal final class MockTrackingClient: EventTrackingClientType {
    internal private(set) var tracks: [(event: String, properties: [String: Any])] = []

    internal func track(_ event: String, properties: [String: Any]?) {
        self.tracks.append((event, properties ?? [:]))
    }

    internal var events: [String] {
        self.tracks.map(\.event)
    }

    internal func properties(forKey key: String) -> [Any?] {
        self.tracks.map { $0.properties[key] }
    }
}
