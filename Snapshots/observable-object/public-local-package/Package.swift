// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(path: "Kit"),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: ["Kit"]),
    ]
)
