// snapshot: isolated fragment
import Foundation
import SwiftUI

final class VolumeSettings: NSObject, ObservableObject {
    @Published var isMuted = false
    @objc dynamic var volume = 0.5
}
