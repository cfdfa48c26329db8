import SwiftUI

struct RecipeCard: View {
    @ObservedObject var recipe: Recipe

    var body: some View {
        VStack {
            Text(recipe.name)
            favoriteToggle
        }
    }
}
