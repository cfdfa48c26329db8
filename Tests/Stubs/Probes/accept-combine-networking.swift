// A Combine networking view model (dataTaskPublisher, map(\.data), decode, retry,
// receive(on:), sink with completion) and async URLSession use. URLSession lives in
// FoundationNetworking on Linux; the stub type checker imports it implicitly, as Apple's
// Foundation includes it. Must type-check.
import SwiftUI
struct Post: Decodable, Identifiable { let id: Int; let title: String }
final class Feed: ObservableObject {
    @Published var posts: [Post] = []
    @Published var error: String?
    private var cancellables = Set<AnyCancellable>()
    func load() {
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/posts")!)
            .map(\.data)
            .decode(type: [Post].self, decoder: JSONDecoder())
            .retry(2)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion { self?.error = error.localizedDescription }
            }, receiveValue: { [weak self] posts in self?.posts = posts })
            .store(in: &cancellables)
    }
    func loadAsync() async throws {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
        posts = try JSONDecoder().decode([Post].self, from: data)
    }
}
