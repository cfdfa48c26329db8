import SwiftUI

struct RecipeCard: View {
    @Bindable var recipe: Recipe

    var body: some View {
        VStack {
            Text(recipe.name)
            favoriteToggle
        }
    }
}
