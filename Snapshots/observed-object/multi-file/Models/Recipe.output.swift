import Observation
import Foundation

@Observable final class Recipe {
    var name = ""
    var servings = 2
    var isFavorite = false
}
