import Foundation
import MigrationKit

extension String {
    /// True when this string's UTF-8 bytes sort before `other`'s: the order of file names and
    /// paths on every machine, whatever its locale (and much cheaper than comparing `utf8`
    /// views element by element).
    func precedesByBytes(_ other: String) -> Bool {
        let answer = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                let common = Swift.min(mine.count, theirs.count)
                let order = common == 0 ? 0 : memcmp(mine.baseAddress!, theirs.baseAddress!, common)
                return order != 0 ? order < 0 : mine.count < theirs.count
            }
        }
        return (answer ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
