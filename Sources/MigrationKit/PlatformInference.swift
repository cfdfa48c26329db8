/// Where the app runs, when `--platforms` does not say: read from the project (owned by the
/// navigation-stack work; this first version only knows the default).
public enum PlatformInference {
    /// The platforms for the files under `paths`, and a phrase saying where that came from.
    public static func infer(paths: [String]) -> (platforms: Set<Platform>, source: String) {
        ([.iphone], "assumed iPhone only: nothing in the project says otherwise")
    }
}
