// swift-tools-version: 6.0
// SwiftHero's rasterizer against peers (cairo/pixman, OpenCV), in a package of its own: the app never
// links them. `make bench` (in the repository root) builds this in release and runs it on one pinned core.
import PackageDescription

let package = Package(
    name: "SwiftHeroBenchmarks",
    dependencies: [
        .package(name: "SwiftHero", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // cairo 1.16 (pixman underneath), through pkg-config: libcairo2-dev.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // OpenCV's resize and GaussianBlur behind a C interface (libopencv-imgproc-dev; Debian ships no
        // pkg-config file for the split packages, so the include path and libraries are named here).
        .target(
            name: "PeerOpenCV",
            cxxSettings: [.unsafeFlags(["-I/usr/include/opencv4", "-O2"])],
            linkerSettings: [.linkedLibrary("opencv_imgproc"), .linkedLibrary("opencv_core")]
        ),
        // Pinning to one core and the calling thread's CPU clock.
        .target(name: "CBenchSupport"),
        .executableTarget(
            name: "raster-bench",
            dependencies: ["CCairo", "PeerOpenCV", "CBenchSupport",
                           .product(name: "SwiftHeroRaster", package: "SwiftHero"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
