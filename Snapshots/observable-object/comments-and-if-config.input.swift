// snapshot: isolated
import SwiftUI

/// The state of the map screen (an ObservableObject today).
final class MapModel: ObservableObject {
    /// The visible region's title.
    @Published var title = "" // shown in the toolbar

    #if os(iOS)
    // Only phones track the heading.
    @Published var heading: Double = 0
    private var headingUpdates = 0
    #elseif os(macOS)
    @Published var zoom: Double = 1
    #endif

    @Published /* the pins */ var pins: [String] = []

    // MARK: - Private

    /* Kept between sessions. */
    private var lastRegion: String?
}
