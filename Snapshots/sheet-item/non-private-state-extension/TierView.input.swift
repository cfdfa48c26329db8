import SwiftUI

struct Tier: Identifiable {
    let id: Int
    var name: String
}

/// The state is not private, and an extension in `TierView+Reset.swift` sets it: `TierView` is
/// left alone, with a note at the first place each name is used there.
struct TierView: View {
    let tiers: [Tier]
    @State var isShowingTier = false
    @State var selectedTier: Tier?

    var body: some View {
        List(tiers) { tier in
            Button(tier.name) {
                selectedTier = tier
                isShowingTier = true
            }
        }
        .sheet(isPresented: $isShowingTier) {
            Text(selectedTier!.name)
        }
    }
}
