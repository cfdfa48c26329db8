import SwiftCST
import Foundation

let args = CommandLine.arguments.dropFirst()
var total = 0, failures = 0, unknown = 0, files = 0
let start = Date()
for path in args {
    let url = URL(fileURLWithPath: path)
    var paths: [String] = []
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
        let e = FileManager.default.enumerator(atPath: path)!
        while let f = e.nextObject() as? String { if f.hasSuffix(".swift") || f.hasSuffix(".swiftinterface") { paths.append(path + "/" + f) } }
    } else { paths.append(url.path) }
    for p in paths {
        guard let d = FileManager.default.contents(atPath: p) else { continue }
        let bytes = [UInt8](d)
        let tree = SyntaxTree(bytes: bytes)
        files += 1; total += bytes.count
        if tree.printed() != bytes { failures += 1; print("ROUNDTRIP FAIL", p) }
        let u = tree.unknownNodeCount
        if u > 0 && ProcessInfo.processInfo.environment["SHOW_UNKNOWN"] != nil { print(u, p) }
        unknown += u
    }
}
let t = Date().timeIntervalSince(start)
print("files \(files) bytes \(total) failures \(failures) unknown \(unknown) time \(t) MB/s \(Double(total)/1e6/t)")
if let f = ProcessInfo.processInfo.environment["DUMP_UNKNOWN"] {
    let tree = SyntaxTree(bytes: [UInt8](FileManager.default.contents(atPath: f)!))
    var counts: [String: Int] = [:]
    for n in tree.nodes(ofKind: .unknown) {
        let key = (n.parent.map { "\($0.kind)" } ?? "-") + " | " + String(n.text.prefix(40))
        counts[key, default: 0] += 1
        if counts[key]! <= 2 { print("  at", n.location, key) }
    }
    for (k, v) in counts.sorted(by: { $0.value > $1.value }).prefix(40) { print(v, k) }
}
if let f = ProcessInfo.processInfo.environment["DUMP_TREE"] {
    print(SyntaxTree(bytes: [UInt8](FileManager.default.contents(atPath: f)!)).dump())
}
