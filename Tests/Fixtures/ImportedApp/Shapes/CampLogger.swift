// Shape: a type alias among a protocol's requirements, and a forwarding overload whose #fileID and #line defaults the
// spec's requirement takes, kept at the call site. Written for the import corpus; nothing is copied.
public protocol CampLogger: Sendable {
    typealias Entry = (message: String, line: Int)
    func log(_ message: String, file: String, line: Int)
    func lastEntry() -> Entry?
}

extension CampLogger {
    public func log(_ message: String, file: String = #fileID, line: Int = #line) {
        log(message, file: file, line: line)
    }
}

func logArrival(_ logger: any CampLogger) {
    logger.log("Arrived at camp")
}
