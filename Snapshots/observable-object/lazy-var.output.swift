// snapshot: isolated
import SwiftUI

@Observable final class ReportModel {
    var rows: [String] = []
    @ObservationIgnored lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
    @ObservationIgnored private lazy var cache = [String: Int]()

    func title(for date: Date) -> String {
        formatter.string(from: date)
    }
}
