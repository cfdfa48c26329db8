import SwiftUI

struct Bar {
    func navigationBarHidden(_ hidden: Bool) -> Bar { self }
}

struct MapView: View {
    var body: some View {
        let _ = Bar().navigationBarHidden(true)
        Text("Map")
            .navigationBarItems(trailing: EditButton())
    }
}
