// snapshot: isolated
import SwiftUI

protocol LoadingViewModel: AnyObject, Observable {
    var isLoading: Bool { get }
}

@Observable final class NewsModel: LoadingViewModel {
    var isLoading = false
    var headlines: [String] = []
}

@Observable final class WeatherModel {
    var temperature = 20.0
}
