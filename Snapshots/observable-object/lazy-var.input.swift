// snapshot: isolated
import SwiftUI

final class ReportModel: ObservableObject {
    @Published var rows: [String] = []
    lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
    private lazy var cache = [String: Int]()

    func title(for date: Date) -> String {
        formatter.string(from: date)
    }
}
