import Foundation
import TestSupport

/// The syntactic structure SourceKit (the compiler's parser, in the toolchain's
/// `libsourcekitdInProc.so`) reports for a file. `-dump-parse` prints inheritance entries
/// without their names, so the agreement test reads the names from here.
final class SourceKitStructure {
    private typealias Initialize = @convention(c) () -> Void
    private typealias CreateFromYAML = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> OpaquePointer?
    private typealias Send = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias Describe = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    private typealias Dispose = @convention(c) (OpaquePointer?) -> Void

    private let createFromYAML: CreateFromYAML
    private let send: Send
    private let describe: Describe
    private let disposeResponse: Dispose
    private let releaseRequest: Dispose

    /// Loads SourceKit from the toolchain; nil when the library is not there (e.g. on macOS).
    static let shared: SourceKitStructure? = {
        guard let usr = Toolchain.usrDirectory,
              let library = dlopen(usr.appendingPathComponent("lib/libsourcekitdInProc.so").path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        return SourceKitStructure(library)
    }()

    private init?(_ library: UnsafeMutableRawPointer) {
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let initialize = symbol("sourcekitd_initialize", as: Initialize.self),
              let createFromYAML = symbol("sourcekitd_request_create_from_yaml", as: CreateFromYAML.self),
              let send = symbol("sourcekitd_send_request_sync", as: Send.self),
              let describe = symbol("sourcekitd_response_description_copy", as: Describe.self),
              let disposeResponse = symbol("sourcekitd_response_dispose", as: Dispose.self),
              let releaseRequest = symbol("sourcekitd_request_release", as: Dispose.self) else { return nil }
        initialize()
        (self.createFromYAML, self.send, self.describe, self.disposeResponse, self.releaseRequest) =
            (createFromYAML, send, describe, disposeResponse, releaseRequest)
    }

    /// Sends a request written in SourceKit's YAML form and returns the response as JSON.
    private func request(_ yaml: String) -> Any? {
        guard let request = createFromYAML(yaml, nil) else { return nil }
        defer { releaseRequest(request) }
        let response = send(request)
        defer { disposeResponse(response) }
        guard let text = describe(response) else { return nil }
        defer { free(text) }
        return try? JSONSerialization.jsonObject(with: Data(Self.json(fromDescription: String(cString: text)).utf8))
    }

    /// SourceKit's description is JSON with bare keys and bare UID values: quote them.
    static func json(fromDescription description: String) -> String {
        description
            .replacingOccurrences(of: #"(?m)^(\s*)(key\.[A-Za-z0-9_.]+):"#, with: "$1\"$2\":", options: .regularExpression)
            .replacingOccurrences(of: #":\s*(source\.[A-Za-z0-9_.]+)"#, with: ": \"$1\"", options: .regularExpression)
    }

    /// The inherited type names (as written) of each type declaration of the file, keyed by
    /// the byte offset of the declared name (for an extension, of the extended type).
    func inheritance(ofFileAt path: String) -> [Int: [String]] {
        let quoted = "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        let response = request("{ key.request: source.request.editor.open, key.name: \(quoted), key.sourcefile: \(quoted), "
                               + "key.enablesyntaxmap: 0, key.enablesubstructure: 1, key.syntactic_only: 1 }")
        _ = request("{ key.request: source.request.editor.close, key.name: \(quoted) }")
        var result: [Int: [String]] = [:]
        var pending = [response]
        while let item = pending.popLast() {
            guard let dictionary = item as? [String: Any] else { continue }
            if let kind = dictionary["key.kind"] as? String, Self.typeKinds.contains(kind), let offset = dictionary["key.nameoffset"] as? Int {
                let inherited = dictionary["key.inheritedtypes"] as? [[String: Any]] ?? []
                result[offset] = inherited.compactMap { $0["key.name"] as? String }
            }
            pending += dictionary["key.substructure"] as? [Any] ?? []
        }
        return result
    }

    private static let typeKinds: Set<String> = [
        "source.lang.swift.decl.class", "source.lang.swift.decl.struct", "source.lang.swift.decl.enum",
        "source.lang.swift.decl.protocol", "source.lang.swift.decl.extension", "source.lang.swift.decl.actor",
    ]
}
