import SwiftUI

final class Article: ObservableObject {
    @Published var title = ""
    @Published var isRead = false
}

struct ArticleRow: View {
    @ObservedObject var article: Article

    var body: some View {
        HStack {
            Text(article.title)
            if article.isRead {
                Image(systemName: "checkmark")
            }
        }
    }
}

struct ArticleList: View {
    let articles: [Article]

    var body: some View {
        List {
            ForEach(articles.indices, id: \.self) { index in
                ArticleRow(article: articles[index])
            }
        }
    }
}
