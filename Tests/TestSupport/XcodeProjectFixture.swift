/// Writes a `project.pbxproj` the way Xcode lays one out: a `PBXProject` with its main group,
/// groups and file references for the sources (group-relative paths), synchronized folders
/// with their membership exceptions, native targets with Sources build phases, and Debug and
/// Release configurations for the project and each target.
public struct XcodeProjectFixture {
    /// One native target.
    public struct Target {
        public var name: String
        /// Build settings of both configurations (`IPHONEOS_DEPLOYMENT_TARGET`: `16.0`).
        public var settings: [String: String]
        /// Settings of the Release configuration only, over `settings`.
        public var release: [String: String]
        /// Source files in its Sources build phase, relative to the project's folder.
        public var sources: [String]
        /// Synchronized folders it has, relative to the project's folder.
        public var folders: [String]

        public init(_ name: String, settings: [String: String] = [:], release: [String: String] = [:], sources: [String] = [],
                    folders: [String] = []) {
            self.name = name
            self.settings = settings
            self.release = release
            self.sources = sources
            self.folders = folders
        }
    }

    /// A membership exception: `files` of synchronized `folder` (relative to it) for `target`.
    public struct Exception {
        public var folder: String
        public var target: String
        public var files: [String]

        public init(folder: String, target: String, files: [String]) {
            self.folder = folder
            self.target = target
            self.files = files
        }
    }

    public var project: [String: String]
    public var targets: [Target]
    public var exceptions: [Exception]

    public init(project: [String: String] = [:], targets: [Target], exceptions: [Exception] = []) {
        self.project = project
        self.targets = targets
        self.exceptions = exceptions
    }

    /// The file's text.
    public var text: String {
        var ids = IDs()
        var objects: [(id: String, comment: String, body: [String])] = []
        func object(_ id: String, _ comment: String, _ body: [String]) { objects.append((id, comment, body)) }
        func configurations(_ owner: String, _ settings: [String: String], release: [String: String]) -> String {
            let list = ids.next()
            var configurationIDs: [String] = []
            for name in ["Debug", "Release"] {
                let id = ids.next()
                configurationIDs.append(id)
                let merged = name == "Release" ? settings.merging(release) { $1 } : settings
                object(id, name, ["isa = XCBuildConfiguration;", "buildSettings = {"]
                       + merged.keys.sorted().map { "\t\($0) = \(quoted(merged[$0]!));" } + ["};", "name = \(name);"])
            }
            object(list, "Build configuration list for \(owner)",
                   ["isa = XCConfigurationList;", "buildConfigurations = ("] + configurationIDs.map { "\t\($0)," } + [");",
                    "defaultConfigurationName = Release;"])
            return list
        }

        // Groups: one per folder of the sources, each holding its files and subfolders.
        var groupChildren: [String: [String]] = ["": []]
        var groupIDs: [String: String] = ["": ids.next()]
        var fileIDs: [String: String] = [:]
        func group(for folder: String) -> String {
            if let id = groupIDs[folder] { return id }
            let id = ids.next()
            groupIDs[folder] = id
            groupChildren[folder] = []
            let parent = folder.split(separator: "/").dropLast().joined(separator: "/")
            _ = group(for: parent)
            groupChildren[parent]!.append(id)
            return id
        }
        for source in targets.flatMap(\.sources) where fileIDs[source] == nil {
            let folder = source.split(separator: "/").dropLast().joined(separator: "/")
            _ = group(for: folder)
            let id = ids.next()
            fileIDs[source] = id
            groupChildren[folder]!.append(id)
            object(id, source, ["isa = PBXFileReference;", "lastKnownFileType = sourcecode.swift;",
                                "path = \(quoted(String(source.split(separator: "/").last!)));", "sourceTree = \"<group>\";"])
        }
        var folderIDs: [String: String] = [:]
        for folder in targets.flatMap(\.folders) + exceptions.map(\.folder) where folderIDs[folder] == nil {
            folderIDs[folder] = ids.next()
            groupChildren[""]!.append(folderIDs[folder]!)
        }
        let targetIDs = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, ids.next()) })
        for (folder, id) in folderIDs.sorted(by: { $0.key < $1.key }) {
            var exceptionIDs: [String] = []
            for exception in exceptions where exception.folder == folder {
                let exceptionID = ids.next()
                exceptionIDs.append(exceptionID)
                object(exceptionID, "Exceptions for \"\(folder)\" folder in \"\(exception.target)\" target",
                       ["isa = PBXFileSystemSynchronizedBuildFileExceptionSet;", "membershipExceptions = ("]
                       + exception.files.map { "\t\(quoted($0))," } + [");", "target = \(targetIDs[exception.target]!);"])
            }
            object(id, folder, ["isa = PBXFileSystemSynchronizedRootGroup;"]
                   + (exceptionIDs.isEmpty ? [] : ["exceptions = ("] + exceptionIDs.map { "\t\($0)," } + [");"])
                   + ["path = \(quoted(folder));", "sourceTree = \"<group>\";"])
        }
        for (folder, id) in groupIDs {
            object(id, folder, ["isa = PBXGroup;", "children = ("] + groupChildren[folder]!.map { "\t\($0)," } + [");"]
                   + (folder.isEmpty ? [] : ["path = \(quoted(String(folder.split(separator: "/").last!)));"]) + ["sourceTree = \"<group>\";"])
        }
        for target in targets {
            let phase = ids.next()
            var buildFiles: [String] = []
            for source in target.sources {
                let buildFile = ids.next()
                buildFiles.append(buildFile)
                object(buildFile, "\(source) in Sources", ["isa = PBXBuildFile;", "fileRef = \(fileIDs[source]!);"])
            }
            object(phase, "Sources", ["isa = PBXSourcesBuildPhase;", "buildActionMask = 2147483647;", "files = ("]
                   + buildFiles.map { "\t\($0)," } + [");", "runOnlyForDeploymentPostprocessing = 0;"])
            let list = configurations("PBXNativeTarget \"\(target.name)\"", target.settings, release: target.release)
            object(targetIDs[target.name]!, target.name, ["isa = PBXNativeTarget;", "buildConfigurationList = \(list);",
                                                          "buildPhases = (", "\t\(phase),", ");"]
                   + (target.folders.isEmpty ? [] : ["fileSystemSynchronizedGroups = ("] + target.folders.map { "\t\(folderIDs[$0]!)," } + [");"])
                   + ["name = \(quoted(target.name));", "productType = \"com.apple.product-type.application\";"])
        }
        let root = ids.next()
        let projectList = configurations("PBXProject", project, release: [:])
        object(root, "Project object", ["isa = PBXProject;", "buildConfigurationList = \(projectList);", "mainGroup = \(groupIDs[""]!);",
                                        "projectDirPath = \"\";", "projectRoot = \"\";", "targets = ("]
               + targets.map { "\t\(targetIDs[$0.name]!)," } + [");"])
        let body = objects.sorted { $0.id < $1.id }.map { item in
            "\t\t\(item.id) /* \(item.comment) */ = {\n" + item.body.map { "\t\t\t\($0)\n" }.joined() + "\t\t};\n"
        }.joined()
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n\n"
            + body + "\t};\n\trootObject = \(root) /* Project object */;\n}\n"
    }

    private func quoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "._/".contains($0) } && !text.isEmpty ? text : "\"\(text)\""
    }

    /// Object ids as Xcode writes them: 24 hexadecimal digits.
    private struct IDs {
        private var counter = 0
        mutating func next() -> String {
            counter += 1
            let hex = String(counter, radix: 16, uppercase: true)
            return "A0B1C2D3E4F5" + String(repeating: "0", count: 12 - hex.count) + hex
        }
    }
}
