import SwiftUI

struct Alert {
    let title: Text
}

extension View {
    func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
}
