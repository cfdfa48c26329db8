import SwiftUI

@Observable public final class Cart {
    public var items: [String] = []

    public init() {}
}
