/// A colour in sRGB with straight (not premultiplied) alpha; every component is 0...1.
/// It lives beside geometry because every layer above (motion, views, raster) needs to name and
/// interpolate colours, and none of them should depend on pixels to do so.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red component, 0...1 (sRGB-encoded, not linear light).
    public var red: Double
    /// Green component, 0...1 (sRGB-encoded).
    public var green: Double
    /// Blue component, 0...1 (sRGB-encoded).
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque); the colour components are not multiplied by it.
    public var alpha: Double

    /// A colour from sRGB components and straight alpha, each 0...1. Values outside are kept as given;
    /// the rasterizer clamps when it converts to 8-bit pixels.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 0xRRGGBB, opaque unless `alpha` says otherwise.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A grey: `white` for all three components (0 black, 1 white).
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// This colour with its alpha multiplied by `a` (0...1); the components are unchanged.
    public func opacity(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha * a) }

    /// Fully transparent black (alpha 0): draws nothing.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    // Apple's system colours (light appearance), as SwiftUI names them.
    /// Opaque system red, #FF3B30.
    public static let red = Color(hex: 0xFF3B30)
    /// Opaque system orange, #FF9500.
    public static let orange = Color(hex: 0xFF9500)
    /// Opaque system yellow, #FFCC00.
    public static let yellow = Color(hex: 0xFFCC00)
    /// Opaque system green, #34C759.
    public static let green = Color(hex: 0x34C759)
    /// Opaque system blue, #007AFF.
    public static let blue = Color(hex: 0x007AFF)
    /// Opaque system purple, #AF52DE.
    public static let purple = Color(hex: 0xAF52DE)
    /// Opaque system pink, #FF2D55.
    public static let pink = Color(hex: 0xFF2D55)
    /// Opaque system grey, #8E8E93.
    public static let gray = Color(hex: 0x8E8E93)

    /// Component-wise linear mix, `t` = 0 gives `self`, 1 gives `other`.
    public func mixed(with other: Color, _ t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// `rgba(r, g, b, a)` with components 0...1, for logs and test failures.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
