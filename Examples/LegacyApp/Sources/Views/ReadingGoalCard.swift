//
//  ReadingGoalCard.swift
//  Bookshelf
//
//  Read-only summary of the yearly goal; the parent owns the model.
//

import SwiftUI

struct ReadingGoalCard: View {
    @ObservedObject var profile: ProfileModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("\(profile.booksReadThisYear) of \(profile.yearlyGoal) books")
                    .font(.headline)
                Spacer()
                if profile.isLoading {
                    ProgressView()
                }
            }
            ProgressView(value: profile.progress)
                .tint(profile.progress >= 1 ? .green : .accentColor)
            Text(encouragement)
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding(.vertical, 4)
    }

    private var encouragement: String {
        switch profile.progress {
        case 1...: return "Goal reached. Nice!"
        case 0.5..<1: return "More than halfway there."
        default: return "Every page counts."
        }
    }
}

struct ReadingGoalCard_Previews: PreviewProvider {
    static var previews: some View {
        ReadingGoalCard(profile: ProfileModel(booksReadThisYear: 12))
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
