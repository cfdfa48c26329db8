//
//  ProfileModel.swift
//  Bookshelf
//

import SwiftUI

/// The reader's profile and yearly reading goal.
@MainActor
class ProfileModel: ObservableObject {
    @Published var name: String
    @Published var yearlyGoal: Int
    @Published var booksReadThisYear: Int
    @Published var isLoading = false

    init(name: String = "Reader", yearlyGoal: Int = 24, booksReadThisYear: Int = 0) {
        self.name = name
        self.yearlyGoal = yearlyGoal
        self.booksReadThisYear = booksReadThisYear
    }

    /// 0...1 progress towards the yearly goal.
    var progress: Double {
        guard yearlyGoal > 0 else { return 0 }
        return min(1, Double(booksReadThisYear) / Double(yearlyGoal))
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        // Pretend to hit the network.
        try? await Task.sleep(nanoseconds: 200_000_000)
        booksReadThisYear = 7
    }
}
