// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "swiftui-migrate",
    products: [
        .executable(name: "swiftui-migrate", targets: ["swiftui-migrate"]),
        .library(name: "SwiftCST", targets: ["SwiftCST"]),
    ],
    targets: [
        .target(name: "SwiftCST"),
        .target(name: "MigrationKit", dependencies: ["SwiftCST"]),
        .target(name: "Transforms", dependencies: ["SwiftCST", "MigrationKit"], path: "Transforms"),
        .executableTarget(name: "swiftui-migrate", dependencies: ["SwiftCST", "MigrationKit", "Transforms"]),

        // Test-only helpers (toolchain discovery, the stub type checker); not part of any product.
        .target(name: "TestSupport", dependencies: ["MigrationKit"], path: "Tests/TestSupport"),
        .testTarget(name: "SwiftCSTTests", dependencies: ["SwiftCST", "TestSupport"]),
        .testTarget(name: "MigrationKitTests", dependencies: ["SwiftCST", "MigrationKit", "TestSupport"]),
        .testTarget(name: "TransformsTests", dependencies: ["SwiftCST", "MigrationKit", "Transforms", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "MigrationKit", "swiftui-migrate"]),
        .testTarget(name: "StubsTests", dependencies: ["TestSupport"]),
    ]
)
