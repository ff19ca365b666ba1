// swift-tools-version: 6.0
// SwiftHero: matched-geometry hero transitions on SDL2, with a CPU rasterizer and a headless renderer.
// The dependency arrows between targets are the architecture (see README.md): the core never sees SDL.
import PackageDescription

let package = Package(
    name: "SwiftHero",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "hero", targets: ["hero"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "Geometry"),
        .target(name: "Raster", dependencies: ["Geometry"]),
        .target(name: "Typography", dependencies: ["Geometry", "Raster"]),
        .target(name: "Motion", dependencies: ["Geometry"]),
        .target(name: "Rendering", dependencies: ["Geometry", "Raster", "Typography"]),
        .target(name: "Runtime", dependencies: ["Geometry", "Raster", "Typography", "Motion", "Rendering"]),
        .target(name: "Scenes", dependencies: ["Geometry", "Raster", "Typography", "Motion", "Rendering", "Runtime"]),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "SDLPlatform", dependencies: ["CSDL2", "Geometry", "Raster", "Typography", "Runtime"]),
        .executableTarget(
            name: "hero",
            dependencies: [
                "SDLPlatform", "Scenes", "Runtime", "Rendering", "Raster", "Typography", "Geometry", "Motion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry", "SDLPlatform",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing")], exclude: ["__Snapshots__"]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Raster", "Geometry"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "Geometry"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Raster", "Typography", "Geometry"]),
        .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "Scenes", "Rendering", "Raster", "Typography",
            "Geometry", "Motion", "SDLPlatform",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing")], exclude: ["__Snapshots__"]),
        .testTarget(name: "SDLPlatformTests", dependencies: ["SDLPlatform", "Raster", "Typography", "Geometry"]),
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)
