// swift-tools-version: 6.1
// SwiftHero: matched-geometry hero transitions on SDL2, with a CPU rasterizer and a headless renderer.
// The dependency arrows between targets are the architecture (Docs/Architecture.md): the core never sees SDL.
import PackageDescription
import CompilerPluginSupport
import Foundation

/// No target carries unsafe flags: SwiftPM refuses them in a package depended on by version. The
/// demo's release build (`make release`, `make test`) passes `-Xswiftc -enforce-exclusivity=unchecked`
/// itself (see the Makefile and Docs/Architecture.md).
let core: [SwiftSetting] = []

/// `make test` sets SWIFTHERO_OPTIMIZED_PIXELS=1: the engine's modules (geometry, the rasterizer, glyph
/// drawing, the painter, motion, the view tree, the runtime, and the golden comparison) are then
/// optimized in the debug build, with asserts and `#if DEBUG` checks kept (SwiftPM still defines DEBUG:
/// the layout oracle and the presentation check trap as in any debug build); the scenes, the program
/// and the tests themselves stay unoptimized. Unoptimized, the pixel modules' SIMD8 math goes through
/// generic witness calls per lane (50–100× slower), and the view tree's per-frame work dominated the
/// rest: the suite takes about 130 s instead of about 460 s. Never set for a package depended on by
/// version.
let optimizedInTests: [SwiftSetting] = ProcessInfo.processInfo.environment["SWIFTHERO_OPTIMIZED_PIXELS"] == "1"
    ? [.unsafeFlags(["-O", "-assert-config", "Debug"], .when(configuration: .debug))] : []
/// The same for the C compositing kernels (RasterKernels) in the debug build.
let pixelKernels: [CSetting] = ProcessInfo.processInfo.environment["SWIFTHERO_OPTIMIZED_PIXELS"] == "1"
    ? [.unsafeFlags(["-O2"], .when(configuration: .debug))] : []

let package = Package(
    name: "SwiftHero",
    platforms: [.macOS(.v14)],
    products: [
        // What an app imports: views, motion, matched geometry, App / WindowGroup, previews.
        .library(name: "SwiftHero", targets: ["SwiftHero"]),
        // What an app's tests import beside it: headless `Snapshot` (frames in virtual time, scripted input).
        .library(name: "SwiftHeroTesting", targets: ["SwiftHeroTesting"]),
        // The demos: run, snapshot, bench, explore.
        .executable(name: "hero", targets: ["hero"]),
        // For Benchmarks/ (a package of its own, so the app never links the peers it is compared with):
        // the rasterizer, text, and the PNG writer and font source.
        .library(name: "SwiftHeroRaster", targets: ["Geometry", "Raster", "Typography", "SDLPlatform"]),
    ],
    // `Previews` (on by default) brings the `#Preview` macro, and with it a build of swift-syntax (about
    // 1–2.5 minutes the first time on two cores, Docs/Library.md). An app that does not write `#Preview`
    // leaves it out with `.package(..., traits: [])`; `PreviewProvider` works either way.
    traits: [
        .trait(name: "Previews", description: "The #Preview macro (builds swift-syntax)."),
        .default(enabledTraits: ["Previews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "Geometry", exclude: ["README.md"], swiftSettings: core + optimizedInTests),
        // The hot compositing loops in C: AVX2 where the CPU has it (chosen at run time, per function
        // `target` attributes, so no flags), SSE2 otherwise. Only Raster uses them.
        .target(name: "RasterKernels", exclude: ["README.md"], cSettings: pixelKernels),
        .target(name: "Raster", dependencies: ["Geometry", "RasterKernels"], exclude: ["README.md"], swiftSettings: core + optimizedInTests),
        .target(name: "Typography", dependencies: ["Geometry", "Raster"], exclude: ["README.md"], swiftSettings: core + optimizedInTests),
        .target(name: "Motion", dependencies: ["Geometry"], exclude: ["README.md"], swiftSettings: core + optimizedInTests),
        .target(name: "Rendering", dependencies: ["Geometry", "Raster", "Typography"], exclude: ["README.md"], swiftSettings: core + optimizedInTests),
        .target(name: "ViewTree", dependencies: ["Geometry", "Raster", "Typography", "Motion", "Rendering"], exclude: ["README.md"], swiftSettings: core + optimizedInTests),
        .target(name: "Runtime", dependencies: ["Geometry", "Raster", "Typography", "Motion", "Rendering", "ViewTree", "CZlib"], exclude: ["README.md"], swiftSettings: core + optimizedInTests),
        // The workshop, outside the library: event scripts and their headless player (`hero snapshot`, the
        // tests, SwiftHeroTesting), the demo scenes, and the explorer, benchmarks and fuzz entry points.
        .target(name: "Scripting", dependencies: ["Geometry", "Raster", "Typography", "Motion", "Rendering", "ViewTree", "Runtime"], exclude: ["README.md"], swiftSettings: core + optimizedInTests),
        .target(name: "Scenes", dependencies: ["Geometry", "Raster", "Typography", "Motion", "Rendering", "Runtime", "ViewTree"], exclude: ["README.md"], swiftSettings: core),
        .target(name: "Workshop", dependencies: ["Geometry", "Raster", "Typography", "Motion", "Rendering", "ViewTree", "Runtime",
            "Scripting", "Scenes"], exclude: ["README.md"], swiftSettings: core + optimizedInTests),
        // zlib, for the PNG writer (Runtime): its own module, not part of the SDL shim.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // SDL's headers come from the system include path and the modulemap names the libraries (sdl2.pc's
        // `-D_REENTRANT` is a flag SwiftPM refuses with a warning); freetype2.pc gives FreeType's include
        // folder (only -I flags).
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "freetype2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libfreetype-dev"])]
        ),
        .target(name: "SDLPlatform", dependencies: ["CSDL2", "Geometry", "Raster", "Typography", "Runtime", "ViewTree"], exclude: ["README.md"]),
        // The library: re-exports the core modules and adds App, WindowGroup and previews; SDL stays inside.
        .target(name: "SwiftHero", dependencies: ["Geometry", "Raster", "Typography", "Motion", "Rendering", "ViewTree",
            "Runtime", "SDLPlatform", .target(name: "SwiftHeroMacros", condition: .when(traits: ["Previews"]))],
            exclude: ["README.md"], swiftSettings: core),
        // Headless rendering for an app's tests: `Snapshot` (re-exports SwiftHero).
        .target(name: "SwiftHeroTesting", dependencies: ["SwiftHero", "Geometry", "Raster", "Motion", "ViewTree", "Runtime",
            "Scripting", "SDLPlatform"], exclude: ["README.md"], swiftSettings: core),
        // The `#Preview` macro's compiler plugin (only with the `Previews` trait).
        .macro(name: "SwiftHeroMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ], exclude: ["README.md"]),
        // Golden-image comparison shared by the test targets (not part of the product).
        .target(name: "GoldenSupport", dependencies: ["Raster", "SDLPlatform",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing")], path: "Tests/GoldenSupport", swiftSettings: optimizedInTests),
        .executableTarget(
            name: "hero",
            dependencies: [
                "SDLPlatform", "Scenes", "Scripting", "Workshop", "Runtime", "Rendering", "Raster", "Typography", "Geometry", "Motion", "ViewTree",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["README.md"]
        ),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry", "GoldenSupport"]),
        // A glyph source with fixed metrics, shared by layout tests.
        .target(name: "TestSupport", dependencies: ["Typography", "Raster"], path: "Tests/TestSupport"),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Raster", "Geometry", "TestSupport"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "Typography", "Rendering", "Raster", "Geometry", "Motion", "TestSupport"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "Geometry"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Raster", "Typography", "Geometry"]),
        // Real fonts, icons and assets, and a harness that plays a scene's script on a manual clock.
        .target(name: "SceneTestSupport", dependencies: ["Runtime", "Scripting", "Scenes", "SDLPlatform", "Typography", "Raster", "Geometry",
            "Motion", "ViewTree"], path: "Tests/SceneTestSupport"),
        .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "Scripting", "Workshop", "Scenes", "Rendering", "Raster", "Typography",
            "Geometry", "Motion", "SDLPlatform", "GoldenSupport", "ViewTree", "SceneTestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "Runtime", "Workshop", "SDLPlatform", "Raster", "Geometry", "ViewTree",
            "GoldenSupport", "SceneTestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        // The golden comparison itself, on synthetic images drawn with the real fonts.
        .testTarget(name: "GoldenSupportTests", dependencies: ["GoldenSupport", "SceneTestSupport", "Raster", "Geometry", "Typography"]),
        .testTarget(name: "SDLPlatformTests", dependencies: ["SDLPlatform", "Raster", "Typography", "Geometry"]),
        .testTarget(name: "ArchitectureTests"),
        // The example package's Gallery view (Examples/Gallery, linked in), compiled against the library.
        .testTarget(name: "SwiftHeroTests", dependencies: ["SwiftHero", "SwiftHeroTesting", "Raster"]),
        // Small programs in SwiftUI's idioms, compiled with `import SwiftHero` only (each program file) and
        // rendered by `Snapshot` against golden filmstrips (Docs/Compatibility.md).
        .testTarget(name: "CompatibilityTests", dependencies: ["SwiftHero", "SwiftHeroTesting", "Scripting", "Raster", "GoldenSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing")], exclude: ["__Snapshots__"]),
        // Runs the hero binary itself: it must be built first (`swift build` builds every product).
        .testTarget(name: "CLITests"),
    ],
    swiftLanguageModes: [.v6]
)
