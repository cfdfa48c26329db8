// snapshot: isolated
import SwiftUI

protocol LoadingViewModel: ObservableObject {
    var isLoading: Bool { get }
}

final class NewsModel: LoadingViewModel {
    @Published var isLoading = false
    @Published var headlines: [String] = []
}

@Observable final class WeatherModel {
    var temperature = 20.0
}
