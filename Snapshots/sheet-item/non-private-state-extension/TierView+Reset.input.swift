import SwiftUI

extension TierView {
    var selection: Binding<Tier?> { $selectedTier }

    func reset() {
        selectedTier = nil
        isShowingTier = false
        isShowingTier = false
    }
}
