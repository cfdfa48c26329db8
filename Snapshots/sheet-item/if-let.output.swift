import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    var name: String
    var steps: [String]
}

/// The content unwraps with `if let`; its body moves out one level, comments and all.
struct RecipeListView: View {
    let recipes: [Recipe]
    @State private var openRecipe: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Text(recipe.name)
                .onTapGesture {
                    openRecipe = recipe
                }
        }
        .sheet(item: $openRecipe) { openRecipe in
            // The steps, numbered.
            VStack(alignment: .leading) {
                Text(openRecipe.name)
                    .font(.headline)
                ForEach(openRecipe.steps, id: \.self) { step in
                    Text(step)
                }
            }
            .padding()
        }
    }
}
