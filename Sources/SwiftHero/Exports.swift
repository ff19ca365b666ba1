// What `import SwiftHero` brings: the views, layout, state, animation and matched geometry (ViewTree),
// the geometry and colours they use, timing curves and springs (Motion), fonts (Typography), and
// Foundation (CGRect, CGPoint, CGSize, URL, and the maths functions, as SwiftUI code expects them).
// The window (SDL) and the frame loop stay inside: `App` runs them (and `Snapshot`, in SwiftHeroTesting).
@_exported import Foundation
@_exported import Observation
@_exported import Geometry
@_exported import Motion
@_exported import Typography
@_exported import ViewTree
