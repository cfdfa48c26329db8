import Combine
import SwiftUI

final class Profile: ObservableObject {
    @Published var name = ""
}

final class Session: ObservableObject {
    let profile = Profile()
    @Published var token = ""
    private var bag = Set<AnyCancellable>()

    init() {
        profile.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
    }
}

final class Legacy: ObservableObject {
    @Published var value = 0
}

final class Holder: ObservableObject {
    let legacy = Legacy()
    private var bag = Set<AnyCancellable>()

    init() {
        legacy.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &bag)
    }
}

struct LegacyView: View {
    @ObservedObject var legacy: Legacy
    var body: some View { Text("\(legacy.value)").onReceive(legacy.objectWillChange) { print("x") } }
}
