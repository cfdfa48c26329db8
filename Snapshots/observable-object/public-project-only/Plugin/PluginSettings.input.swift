import SwiftUI

public final class PluginSettings: ObservableObject {
    @Published public var isEnabled = true

    public init() {}
}
