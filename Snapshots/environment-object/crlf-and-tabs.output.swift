import SwiftUI

@Observable final class Draft {
	var text = ""
}

struct DraftEditor: View {
	@Environment(Draft.self) var draft

	var body: some View {
		@Bindable var draft = draft
		TextEditor(text: $draft.text)
	}

	var counter: some View {
		@Bindable var draft = draft
		return Text("\(draft.text.count)").foregroundStyle($draft.text.wrappedValue.isEmpty ? .red : Color.primary)
	}
}

struct DraftRoot: View {
	@State private var draft = Draft()

	var body: some View {
		DraftEditor()
			.environment(draft)
	}
}
