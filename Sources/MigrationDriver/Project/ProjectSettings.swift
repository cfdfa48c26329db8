import MigrationKit

/// What the project files near a run's paths say: the platforms and the deployment targets.
public struct ProjectSettings {
    public var platforms: Set<Platform>
    public var platformsOrigin: SettingOrigin
    public var targets: ProjectTargets

    /// Finds and reads the project files for `paths` (`ProjectFileSearch`), naming them as
    /// `display` shows paths.
    public static func read(near paths: [String], display: PathDisplay = PathDisplay()) -> ProjectSettings {
        let found = ProjectFileSearch.files(near: paths, display: display)
        let (platforms, origin) = PlatformInference.infer(found.nearest)
        return ProjectSettings(platforms: platforms, platformsOrigin: origin, targets: ProjectTargets(found.all))
    }
}
