import Combine
import Foundation

final class Recipe: ObservableObject {
    @Published var name = ""
    @Published var servings = 2
    @Published var isFavorite = false
}
