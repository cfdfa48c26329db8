// snapshot: isolated
import SwiftUI

@MainActor
@Observable
final class Editor {
	var text = ""
	var isDirty = false
	@ObservationIgnored private var saveCount = 0

	func save() {
		saveCount += 1
		isDirty = false
	}
}
