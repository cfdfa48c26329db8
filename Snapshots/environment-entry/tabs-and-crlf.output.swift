import SwiftUI

extension EnvironmentValues {
	@Entry var padding: CGFloat = 16
}
