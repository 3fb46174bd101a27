import ForecastFeature
import WeatherClientLive

// Runs the feature with the live clients (linking WeatherClientLive brings in their DependencyKey conformances).
// Top-level code runs on the main actor, like the model.
let model = ForecastModel()
await model.load(city: "Paris")
print("Paris:", model.formattedHighs.joined(separator: ", "))
