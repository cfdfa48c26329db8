// snapshot: isolated
import Foundation
import SwiftUI

extension JSONDecoder: ObservableObject {}
