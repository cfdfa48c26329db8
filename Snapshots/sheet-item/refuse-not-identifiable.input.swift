import SwiftUI

struct Place {
    var name: String
    var latitude: Double
    var longitude: Double
}

/// `Place` is not `Identifiable`: the transform never adds a conformance.
struct PlacesView: View {
    let places: [Place]
    @State private var isShowingPlace = false
    @State private var selectedPlace: Place?

    var body: some View {
        List(places, id: \.name) { place in
            Button(place.name) {
                selectedPlace = place
                isShowingPlace = true
            }
        }
        .sheet(isPresented: $isShowingPlace) {
            Text(selectedPlace!.name)
        }
    }
}
