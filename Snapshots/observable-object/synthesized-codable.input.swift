import Foundation
import SwiftUI

/// Synthesized coding would read and write `_name` and `_$observationRegistrar` under
/// @Observable: the class stays. (`@Published` is not Codable: such classes code plain properties.)
final class ProjectSettings: ObservableObject, Codable {
    var projectName = ""
}

/// Decodable through an extension, `init(from:)` synthesized: stays.
final class Bookmarks: ObservableObject {
    var urls: [String] = []
}

extension Bookmarks: Decodable {}

/// Both requirements written by hand: nothing is synthesized, the class migrates.
final class Workspace: ObservableObject, Codable {
    @Published var name = ""

    enum CodingKeys: String, CodingKey {
        case name
    }

    init() {}

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }
}

/// Encodable only, `encode(to:)` in an extension: migrates.
final class Report: ObservableObject {
    @Published var title = ""
}

extension Report: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(title)
    }
}
