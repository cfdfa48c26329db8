// snapshot: isolated --observe-all
import SwiftUI

final class Account: ObservableObject {
    @Published var email = ""
    var name = ""
    private var _name = ""
}
