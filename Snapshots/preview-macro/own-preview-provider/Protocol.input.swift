import SwiftUI

protocol PreviewProvider {
    associatedtype Previews: View
    static var previews: Previews { get }
}
