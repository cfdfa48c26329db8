import SwiftUI

final class Draft: ObservableObject {
	@Published var text = ""
}

struct DraftEditor: View {
	@EnvironmentObject var draft: Draft

	var body: some View {
		TextEditor(text: $draft.text)
	}

	var counter: some View { Text("\(draft.text.count)").foregroundColor($draft.text.wrappedValue.isEmpty ? .red : .primary) }
}

struct DraftRoot: View {
	@StateObject private var draft = Draft()

	var body: some View {
		DraftEditor()
			.environmentObject(draft)
	}
}
