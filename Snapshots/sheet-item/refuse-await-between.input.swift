import SwiftUI

struct Article: Identifiable {
    let id: Int
    var headline: String
}

func fetchArticle(_ id: Int) async -> Article {
    Article(id: id, headline: "News \(id)")
}

/// The flag is set before an `await`, the selection after it: the sheet shows while the
/// article loads, which `sheet(item:)` cannot do.
struct NewsView: View {
    @State private var isReading = false
    @State private var article: Article?

    var body: some View {
        Button("Read") {
            Task {
                isReading = true
                article = await fetchArticle(1)
            }
        }
        .sheet(isPresented: $isReading) {
            if let article {
                Text(article.headline)
            }
        }
    }
}
