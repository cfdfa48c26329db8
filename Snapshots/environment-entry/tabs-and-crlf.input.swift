import SwiftUI

private struct PaddingKey: EnvironmentKey {
	static let defaultValue: CGFloat = 16
}

extension EnvironmentValues {
	var padding: CGFloat {
		get {
			self[PaddingKey.self]
		}
		set {
			self[PaddingKey.self] = newValue
		}
	}
}
