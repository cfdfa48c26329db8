import SwiftUI


extension EnvironmentValues {
    @Entry var close: () -> Void = { }
    @Entry var confirm: () async -> Bool = { false }
    @Entry var select: (Int) -> Void = { _ in }
    @Entry var lookup: (String) -> Int? = { _ in nil }
    @Entry var styles: (Int) -> [String] = { (count: Int) in return [] }
}
