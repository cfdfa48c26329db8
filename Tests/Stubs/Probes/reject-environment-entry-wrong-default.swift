// expect-error: cannot convert value of type 'String' to specified type 'Int'
import SwiftUI

extension EnvironmentValues {
    @Entry var accentLevel: Int = "two"
}
