// swift-tools-version: 6.1
// The gallery program, unchanged: a SwiftUI-style matched-geometry gallery built on SwiftHero.
//   swift run gallery             opens the window
//   swift run gallery-snap DIR    writes PNGs of the tile's flight into DIR
// The views (Sources/gallery/Gallery.swift) are shared by both executables (gallery-snap links the
// same file) and by the SwiftHero package's own tests (Tests/SwiftHeroTests).
import PackageDescription

let package = Package(
    name: "Gallery",
    platforms: [.macOS(.v14)],
    dependencies: [
        // No `#Preview` here: the `Previews` trait is left off, so swift-syntax is not built (Docs/Compatibility.md).
        .package(name: "SwiftHero", path: "../..", traits: []),
    ],
    targets: [
        .executableTarget(name: "gallery", dependencies: [.product(name: "SwiftHero", package: "SwiftHero")]),
        // Headless frames: `Snapshot` comes with the tests' product, SwiftHeroTesting.
        .executableTarget(name: "gallery-snap", dependencies: [.product(name: "SwiftHeroTesting", package: "SwiftHero")]),
    ],
    swiftLanguageModes: [.v6]
)
