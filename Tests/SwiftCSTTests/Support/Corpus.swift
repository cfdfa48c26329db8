import Foundation
import TestSupport

/// Real Swift files to test the parser on.
enum Corpus {
    /// Every `.swift` and `.swiftinterface` file under the toolchain's `lib` folder
    /// (`<bin>/../lib` of the `swiftc` on `PATH`), sorted; empty when there is no toolchain.
    static let toolchainFiles: [URL] = {
        guard let usr = Toolchain.usrDirectory else { return [] }
        return swiftFiles(under: usr.appendingPathComponent("lib"))
    }()

    /// The `.swift` and `.swiftinterface` files at or under `root`, sorted by path.
    static func swiftFiles(under root: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" || url.pathExtension == "swiftinterface" {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The folders named by the environment variable `name` (colon-separated), or nil when unset.
    static func folders(fromEnvironment name: String) -> [URL]? {
        guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { return nil }
        return value.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
}
