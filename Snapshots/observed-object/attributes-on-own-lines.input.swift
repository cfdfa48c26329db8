import SwiftUI

final class Weather: ObservableObject {
    @Published var temperature = 21.0
}

struct WeatherBadge: View {
    @ObservedObject
    var weather: Weather

    @MainActor
    @ObservedObject
    var forecast: Weather

    var body: some View {
        Text("\(weather.temperature) / \(forecast.temperature)")
    }
}
