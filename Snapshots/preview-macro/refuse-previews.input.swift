import SwiftUI

struct Gauge2: View {
    var value = 0
    var body: some View { Text("\(value)") }
}

struct GaugeForEach_Previews: PreviewProvider {
    static var previews: some View {
        ForEach([1, 2], id: \.self) { value in
            Gauge2(value: value)
        }
    }
}

struct GaugeShared_Previews: PreviewProvider {
    static var previews: some View {
        let value = 3
        Gauge2(value: value)
        Gauge2(value: value + 1)
    }
}

struct GaugeGroup_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Gauge2()
            Gauge2(value: 1)
        }
        .padding()
    }
}

struct GaugeDevice_Previews: PreviewProvider {
    static var previews: some View {
        Gauge2()
            .previewDevice("iPhone 15")
    }
}

struct GaugeComputedName_Previews: PreviewProvider {
    static var previews: some View {
        Gauge2()
            .previewDisplayName("Gauge \(1)")
    }
}

struct GaugeNested_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Gauge2().previewLayout(.sizeThatFits)
        }
    }
}

struct GaugeTwice_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Gauge2().previewDisplayName("A")
        }
        .previewDisplayName("B")
    }
}

struct GaugeComment_Previews: PreviewProvider {
    // Shown in the canvas only.
    static var previews: some View {
        Gauge2()
    }
}

struct GaugeUser_Previews: PreviewProvider {
    static var previews: some View {
        GaugeDevice_Previews.previews
    }
}
