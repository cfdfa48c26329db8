/// Where one of a run's settings (the platforms, the deployment targets) came from.
public enum SettingOrigin: Sendable, Equatable {
    /// Given on the command line.
    case given
    /// Read from the project's files, which `evidence` names (`App.xcodeproj (SDKROOT)`).
    case inferred(evidence: [String])
    /// Nothing said: a default.
    case assumed

    /// `given`, `inferred` or `assumed`, for JSON.
    public var key: String {
        switch self {
        case .given: return "given"
        case .inferred: return "inferred"
        case .assumed: return "assumed"
        }
    }

    /// `inferred from A; B; C and 2 more project files` (nothing for the other origins).
    public var inferredPhrase: String? {
        guard case .inferred(let evidence) = self else { return nil }
        let more = evidence.count > 3 ? " and \(evidence.count - 3) more project files" : ""
        return "inferred from " + evidence.prefix(3).joined(separator: "; ") + more
    }
}
