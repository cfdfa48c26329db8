import SwiftUI

@Observable final class Weather {
    var temperature = 21.0
}

struct WeatherBadge: View {
    let weather: Weather

    @MainActor
    let forecast: Weather

    var body: some View {
        Text("\(weather.temperature) / \(forecast.temperature)")
    }
}
