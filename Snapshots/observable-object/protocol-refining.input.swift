// snapshot: isolated
import SwiftUI

protocol LoadingViewModel: ObservableObject {
    var isLoading: Bool { get }
}

final class NewsModel: LoadingViewModel {
    @Published var isLoading = false
    @Published var headlines: [String] = []
}

final class WeatherModel: ObservableObject {
    @Published var temperature = 20.0
}
