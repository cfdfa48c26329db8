import SwiftUI

enum Field: Hashable {
    case name, email
}

struct SignUpForm: View {
    var focus: FocusState<Field?>.Binding
    let namespace: Namespace.ID

    var body: some View {
        TextField("Name", text: .constant(""))
            .focused(focus, equals: .name)
            .matchedGeometryEffect(id: "name", in: namespace)
    }
}

// Static view state is installed in no view: each #Preview declares its own, @Previewable.
struct Form_Previews: PreviewProvider {
    @FocusState static var focus: Field?
    @Namespace static var namespace

    static var previews: some View {
        SignUpForm(focus: $focus, namespace: namespace)
    }
}

struct FormUnused_Previews: PreviewProvider {
    @FocusState static var focus: Field?

    static var previews: some View {
        Text("SignUpForm")
    }
}
