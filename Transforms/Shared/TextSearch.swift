import Foundation

/// `text.contains(word)` (Foundation's search), as a byte search when both are ASCII: ASCII
/// texts are canonically equivalent only when equal, so the answer is the same.
func textContains(_ text: String, _ word: String) -> Bool {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) && word.utf8.allSatisfy({ $0 < 0x80 }) else { return text.contains(word) }
    return text.utf8.contains(word.utf8)
}
