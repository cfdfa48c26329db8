import SwiftUI

struct Plan: Identifiable {
    let id: Int
    var name: String
}

/// The state is not private, so other files may reach it: `PlanPreviews.swift` presents the
/// sheet through the memberwise initializer, so `PlanView` is left alone. No other file uses
/// `TierView`'s names, so it converts.
struct PlanView: View {
    let plans: [Plan]
    @State var isShowingPlan = false
    @State var selectedPlan: Plan?

    var body: some View {
        List(plans) { plan in
            Button(plan.name) {
                selectedPlan = plan
                isShowingPlan = true
            }
        }
        .sheet(isPresented: $isShowingPlan) {
            Text(selectedPlan!.name)
        }
    }
}

struct TierView: View {
    let tiers: [Plan]
    @State var selectedTier: Plan?

    var body: some View {
        List(tiers) { tier in
            Button(tier.name) {
                selectedTier = tier
            }
        }
        .sheet(item: $selectedTier) { selectedTier in
            Text(selectedTier.name)
        }
    }
}
