import MigrationKit

/// A count and its noun: "1 file", "2 files", "0 files"; `nouns` where the plural is not `noun` + "s".
public func plural(_ count: Int, _ noun: String, _ nouns: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : nouns ?? noun + "s")"
}
