import Foundation
import Geometry

// SwiftUI's system colours that Geometry's `Color` does not name, with iOS's light-appearance values,
// and the semantic colours. A `Color` is one RGBA value; a system colour is drawn in its
// dark-appearance variant where the environment's colour scheme is dark (`resolved(in:)`).
extension Color {
    /// The system palette's light and dark values (iOS's), in the order SwiftUI lists them.
    private static let systemPalette: [(light: Color, dark: Color)] = [
        (.red, Color(hex: 0xFF453A)), (.orange, Color(hex: 0xFF9F0A)), (.yellow, Color(hex: 0xFFD60A)),
        (.green, Color(hex: 0x30D158)), (.mint, Color(hex: 0x63E6E2)), (.teal, Color(hex: 0x40C8E0)),
        (.cyan, Color(hex: 0x64D2FF)), (.blue, Color(hex: 0x0A84FF)), (.indigo, Color(hex: 0x5E5CE6)),
        (.purple, Color(hex: 0xBF5AF2)), (.pink, Color(hex: 0xFF375F)), (.brown, Color(hex: 0xAC8E68)),
        (.secondary, Color(hex: 0xEBEBF5, alpha: 0.6)),
    ]

    /// The colour as drawn in `scheme`: a system colour (`.red`, `.blue`, the accent colour,
    /// `.secondary` and the placeholder grey, …, at any opacity) takes its dark-appearance variant in the
    /// dark scheme, as SwiftUI's dynamic system colours do, its opacity scaled as the variant's is; any
    /// other colour is itself.
    func resolved(in scheme: ColorScheme) -> Color {
        guard scheme == .dark else { return self }
        for (light, dark) in Self.systemPalette where red == light.red && green == light.green && blue == light.blue {
            return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: alpha * dark.alpha / light.alpha)
        }
        return self
    }

    /// iOS's systemIndigo (0x5856D6).
    public static let indigo = Color(hex: 0x5856D6)
    /// iOS's systemMint (0x00C7BE).
    public static let mint = Color(hex: 0x00C7BE)
    /// iOS's systemTeal (0x30B0C7).
    public static let teal = Color(hex: 0x30B0C7)
    /// iOS's systemCyan (0x32ADE6).
    public static let cyan = Color(hex: 0x32ADE6)
    /// iOS's systemBrown (0xA2845E).
    public static let brown = Color(hex: 0xA2845E)
    /// The accent colour: controls and button labels (system blue, as an app without an accent asset).
    public static let accentColor = Color.blue
    /// The primary label colour: black (light appearance).
    public static let primary = Color.black
    /// The secondary label colour: iOS's secondaryLabel (0x3C3C43 at 60 %).
    public static let secondary = Color(hex: 0x3C3C43, alpha: 0.6)

    /// A colour from hue, saturation and brightness (0...1 each), as SwiftUI's `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: opacity)
    }

    /// A colour from sRGB components (0...1), as SwiftUI's `Color(red:green:blue:opacity:)`.
    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.init(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// A grey of `white` (0 black ... 1 white), as SwiftUI's `Color(white:opacity:)`.
    public init(white: Double, opacity: Double) { self.init(white: white, alpha: opacity) }

    /// A colour space for `Color(_:red:green:blue:opacity:)` (sRGB is what is drawn).
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    /// A colour in `colorSpace` (converted to sRGB when it is linear; Display P3 drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func encode(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * Foundation.pow(c, 1 / 2.4) - 0.055 }
        if colorSpace == .sRGBLinear {
            self.init(red: encode(red), green: encode(green), blue: encode(blue), alpha: opacity)
        } else {
            self.init(red: red, green: green, blue: blue, alpha: opacity)
        }
    }

    /// A grey in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
