/// One day of a forecast.
public struct DailyForecast: Sendable, Equatable {
    /// Days from today.
    public var day: Int
    /// The expected high, in degrees Celsius.
    public var high: Double

    /// Creates a day of forecast.
    public init(day: Int, high: Double) {
        self.day = day
        self.high = high
    }
}
