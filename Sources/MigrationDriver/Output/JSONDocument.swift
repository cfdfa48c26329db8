import Foundation
import MigrationKit

/// The form of the tool's JSON documents: pretty-printed with sorted keys and unescaped
/// slashes, ending in a newline.
enum JSONDocument {
    /// `value` as a document; `{}` if it cannot be encoded.
    static func encoded(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(value)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}
