// snapshot: --publishers refuse
import Combine
import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
    private var bag = Set<AnyCancellable>()

    init() {
        $query.sink { print($0) }.store(in: &bag)
    }
}
