// snapshot: isolated
import SwiftUI

@MainActor
final class Editor: ObservableObject {
	@Published var text = ""
	@Published
	var isDirty = false
	private var saveCount = 0

	func save() {
		saveCount += 1
		isDirty = false
	}
}
