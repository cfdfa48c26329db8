import SwiftUI

struct PlanView_Previews: PreviewProvider {
    static var previews: some View {
        PlanView(plans: [Plan(id: 1, name: "Pro")], isShowingPlan: true, selectedPlan: Plan(id: 1, name: "Pro"))
    }
}
