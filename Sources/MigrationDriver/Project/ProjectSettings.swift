import MigrationKit

/// What the project files near a run's paths say: the platforms, the deployment targets, and
/// the projects the files belong to.
public struct ProjectSettings {
    public var platforms: Set<Platform>
    public var platformsOrigin: SettingOrigin
    public var targets: ProjectTargets
    /// The projects the run's files belong to.
    public var grouping: ProjectGrouping

    /// Finds and reads the project files for `paths` (`ProjectFileSearch`), naming them as
    /// `display` shows paths.
    public static func read(near paths: [String], display: PathDisplay = PathDisplay()) -> ProjectSettings {
        let found = ProjectFileSearch.files(near: paths, display: display)
        let (platforms, origin) = PlatformInference.infer(found.nearest)
        var projects = found.projects
        for file in found.all where !projects.contains(where: { $0.path == file.path }) { projects.append(file) }
        return ProjectSettings(platforms: platforms, platformsOrigin: origin, targets: ProjectTargets(found.all),
                               grouping: ProjectGrouping(files: projects))
    }
}
