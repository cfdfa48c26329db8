import SwiftUI

// The root list pushes RecipeDetail (in Detail.swift), which wraps itself in another
// NavigationView: as a NavigationStack it would nest a stack in a stack, so that one is left
// with a warning. This one becomes a NavigationStack. The inline NavigationView in a link's
// destination is left too.
struct RecipeList: View {
    let recipes: [String]

    var body: some View {
        NavigationView {
            VStack {
                ForEach(recipes, id: \.self) { recipe in
                    NavigationLink(destination: RecipeDetail(name: recipe)) {
                        Text(recipe)
                    }
                }
                NavigationLink(destination: NavigationView { Text("Tips") }) {
                    Text("Tips")
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
