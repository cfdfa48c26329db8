// expect-error: 'lazy' cannot be used on a computed property
// The real @Observable macro turns stored properties into computed ones, and a `lazy var`
// cannot be computed: the observable-object transform must mark lazy properties
// @ObservationIgnored (accept-modern-observation.swift shows the accepted form).
import Foundation
import Observation

@Observable
final class Catalog {
    var titles: [String] = []
    lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
}
