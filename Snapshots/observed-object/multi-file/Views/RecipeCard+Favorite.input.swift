import SwiftUI

// The binding lives in an extension in another file: the property still needs @Bindable.
extension RecipeCard {
    var favoriteToggle: some View {
        Toggle("Favorite", isOn: $recipe.isFavorite)
    }
}
