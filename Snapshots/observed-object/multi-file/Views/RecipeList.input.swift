import SwiftUI

struct RecipeList: View {
    let recipes: [Recipe]

    var body: some View {
        List {
            ForEach(recipes.indices, id: \.self) { index in
                RecipeCard(recipe: recipes[index])
                ServingsLabel(recipe: recipes[index])
            }
        }
    }
}

struct ServingsLabel: View {
    @ObservedObject var recipe: Recipe

    var body: some View {
        Text("\(recipe.servings) servings")
    }
}
