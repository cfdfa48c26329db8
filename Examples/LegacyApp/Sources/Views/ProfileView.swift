//
//  ProfileView.swift
//  Bookshelf
//

import SwiftUI

struct ProfileView: View {
    @StateObject private var profile = ProfileModel()

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $profile.name)
                    Stepper("Goal: \(profile.yearlyGoal) books", value: $profile.yearlyGoal, in: 1...365)
                }

                Section("This year") {
                    ReadingGoalCard(profile: profile)
                }
            }
            .navigationTitle("Profile")
            .task {
                await profile.load()
            }
            .refreshable {
                await profile.load()
            }
        }
    }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView()
    }
}
