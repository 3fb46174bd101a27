// The values of TrailLogging.client (round 9, modelled on swift-dependencies-additions' Logger dependency).
#if canImport(Foundation)
    /// A logger that writes nothing: what the unimplemented double's subscripts hand back.
    @available(macOS 11.0, iOS 14.0, *)
    public struct SilentTrailLogging: TrailLogging {
        /// A silent logger.
        public init() {}

        /// This logger, for any category.
        public subscript(category category: String) -> any TrailLogging { self }

        /// This logger, for any subsystem and category.
        public subscript(subsystem subsystem: String, category category: String) -> any TrailLogging { self }

        /// Writes nothing.
        public func log(_ message: String) {}

        /// Writes nothing, and does not evaluate the message.
        public func log(level: Int, _ message: @autoclosure () -> String) {}
    }
#endif
