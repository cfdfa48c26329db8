// snapshot: isolated
import SwiftUI

/// The state of the map screen (an ObservableObject today).
@Observable final class MapModel {
    /// The visible region's title.
    var title = "" // shown in the toolbar

    #if os(iOS)
    // Only phones track the heading.
    var heading: Double = 0
    @ObservationIgnored private var headingUpdates = 0
    #elseif os(macOS)
    var zoom: Double = 1
    #endif

    /* the pins */ var pins: [String] = []

    // MARK: - Private

    /* Kept between sessions. */
    @ObservationIgnored private var lastRegion: String?
}
