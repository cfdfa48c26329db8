// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "swiftui-migrate",
    products: [
        .executable(name: "swiftui-migrate", targets: ["swiftui-migrate"]),
        .library(name: "SwiftCST", targets: ["SwiftCST"]),
        .plugin(name: "swiftui-migrate-plugins", targets: ["Migrate SwiftUI Code", "Preview SwiftUI Migration"]),
    ],
    targets: [
        // The concrete syntax tree and its editing API; knows nothing of SwiftUI.
        .target(name: "SwiftCST"),
        // The engine: the Transform contract, the project index, the pipeline. No file I/O.
        .target(name: "MigrationKit", dependencies: ["SwiftCST"]),
        // The transforms, one folder per id, and their registry.
        .target(name: "Transforms", dependencies: ["SwiftCST", "MigrationKit"], path: "Transforms"),
        // The driver: files, projects, runs, output, reports, bulk. Given the transforms, never importing them.
        .target(name: "MigrationDriver", dependencies: ["SwiftCST", "MigrationKit"]),
        // The command line as a library: arguments, subcommands; the registry is passed in.
        .target(name: "MigrateCommandLine", dependencies: ["SwiftCST", "MigrationKit", "MigrationDriver"]),
        .executableTarget(name: "swiftui-migrate", dependencies: ["MigrateCommandLine", "Transforms"]),

        // Command plugins, for packages (`swift package ...`) and Xcode projects (the project menu).
        // Two verbs because SwiftPM and Xcode ask for a declared permission on every run: the
        // preview writes nothing and needs none (README, "In a package or an Xcode project").
        // Their shared code is in Plugins/Shared, linked into each plugin's folder.
        .plugin(name: "Migrate SwiftUI Code",
                capability: .command(intent: .custom(verb: "swiftui-migrate",
                                                     description: "Migrates the SwiftUI code of the package's targets in place (--target NAME to choose)"),
                                     permissions: [.writeToPackageDirectory(reason: "swiftui-migrate rewrites the Swift files of the targets it migrates")]),
                dependencies: ["swiftui-migrate"], path: "Plugins/MigrateSwiftUICode"),
        .plugin(name: "Preview SwiftUI Migration",
                capability: .command(intent: .custom(verb: "swiftui-migrate-preview",
                                                     description: "Shows what swiftui-migrate would change (a diff, --check, --patch, report); writes nothing")),
                dependencies: ["swiftui-migrate"], path: "Plugins/PreviewSwiftUIMigration"),

        // Test-only helpers (toolchain discovery, the stub type checker, the marker transform);
        // not part of any product.
        .target(name: "TestSupport", dependencies: ["SwiftCST", "MigrationKit"], path: "Tests/TestSupport"),
        // The command line with the marker transform added and a before-write hook read from the
        // environment, for the end-to-end tests that need them; never shipped.
        .executableTarget(name: "swiftui-migrate-testbed", dependencies: ["MigrateCommandLine", "Transforms", "TestSupport", "MigrationDriver"],
                          path: "Tests/Testbed"),
        .testTarget(name: "SwiftCSTTests", dependencies: ["SwiftCST", "TestSupport"]),
        .testTarget(name: "MigrationKitTests", dependencies: ["SwiftCST", "MigrationKit", "TestSupport"]),
        .testTarget(name: "MigrationDriverTests", dependencies: ["SwiftCST", "MigrationKit", "MigrationDriver", "TestSupport"]),
        .testTarget(name: "TransformsTests", dependencies: ["SwiftCST", "MigrationKit", "MigrationDriver", "Transforms", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "MigrationKit", "MigrationDriver", "swiftui-migrate", "swiftui-migrate-testbed"]),
        .testTarget(name: "StubsTests", dependencies: ["TestSupport"]),
    ]
)
