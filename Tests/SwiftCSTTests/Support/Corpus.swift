import Foundation
import TestSupport

/// Real Swift files to test the parser on.
enum Corpus {
    /// Every `.swift` and `.swiftinterface` file under the toolchain's `lib` folder
    /// (`<bin>/../lib` of the `swiftc` on `PATH`), sorted; empty when there is no toolchain.
    static let toolchainFiles: [URL] = Toolchain.usrDirectory.map { files(under: $0.appendingPathComponent("lib")) } ?? []

    /// The `.swift` and `.swiftinterface` files under `root`, sorted by path.
    static func files(under root: URL) -> [URL] {
        SourceFolders.files(under: root, extensions: ["swift", "swiftinterface"])
    }
}
