import SwiftUI

#Preview {
    PlanView(plans: [Plan(id: 1, name: "Pro")], isShowingPlan: true, selectedPlan: Plan(id: 1, name: "Pro"))
}
