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
        .target(name: "SwiftCST"),
        .target(name: "MigrationKit", dependencies: ["SwiftCST"]),
        .target(name: "Transforms", dependencies: ["SwiftCST", "MigrationKit"], path: "Transforms"),
        .executableTarget(name: "swiftui-migrate", dependencies: ["SwiftCST", "MigrationKit", "Transforms"]),

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

        // Test-only helpers (toolchain discovery, the stub type checker); not part of any product.
        .target(name: "TestSupport", dependencies: ["MigrationKit"], path: "Tests/TestSupport"),
        .testTarget(name: "SwiftCSTTests", dependencies: ["SwiftCST", "TestSupport"]),
        .testTarget(name: "MigrationKitTests", dependencies: ["SwiftCST", "MigrationKit", "TestSupport"]),
        .testTarget(name: "TransformsTests", dependencies: ["SwiftCST", "MigrationKit", "Transforms", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "MigrationKit", "swiftui-migrate"]),
        .testTarget(name: "StubsTests", dependencies: ["TestSupport"]),
    ]
)
