import Combine
import SwiftUI

@Observable final class Profile {
    var name = ""
}

@Observable final class Session {
    let profile = Profile()
    var token = ""
    @ObservationIgnored private var bag = Set<AnyCancellable>()

    init() {
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
