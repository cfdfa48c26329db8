// snapshot: isolated
import SwiftUI

actor ImageCache: ObservableObject {
    private var images: [URL: Data] = [:]

    func image(for url: URL) -> Data? {
        images[url]
    }
}
