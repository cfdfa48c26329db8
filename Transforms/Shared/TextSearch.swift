import Foundation

/// `text.contains(word)` (Foundation's search), as a byte search when both are ASCII: ASCII
/// texts are canonically equivalent only when equal, so the answer is the same.
func textContains(_ text: String, _ word: String) -> Bool {
    let haystack = text.utf8, needle = word.utf8
    guard haystack.allSatisfy({ $0 < 0x80 }) && needle.allSatisfy({ $0 < 0x80 }) else { return text.contains(word) }
    guard let first = needle.first else { return text.contains(word) }
    var start = haystack.startIndex
    while let found = haystack[start...].firstIndex(of: first) {
        if haystack[found...].starts(with: needle) { return true }
        start = haystack.index(after: found)
    }
    return false
}
