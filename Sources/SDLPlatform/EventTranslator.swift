internal import CSDL2
import Geometry
import Runtime
import ViewTree

/// SDL events → platform-neutral `InputEvent`s. Mouse events that SDL synthesises from touches are
/// dropped (the finger events carry them), so a touch is never seen twice.
struct EventTranslator {
    /// Window size in points, for turning normalised finger coordinates into points.
    var windowSize: Size
    /// SDL window units per point: 1, or the scale `WindowHost` applies itself (X11 HiDPI, where SDL's
    /// window coordinates are pixels). Pointer positions are divided by it.
    var unitsPerPoint = 1.0
    /// Points scrolled per wheel notch.
    static let pointsPerNotch = 40.0

    func translate(_ e: inout SDL_Event) -> InputEvent? {
        switch e.type {
        case SDL_MOUSEBUTTONDOWN.rawValue where e.button.which != SHIM_TOUCH_MOUSEID && e.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerDown(point(x: Double(e.button.x), y: Double(e.button.y)), .mouse)
        case SDL_MOUSEBUTTONUP.rawValue where e.button.which != SHIM_TOUCH_MOUSEID && e.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerUp(point(x: Double(e.button.x), y: Double(e.button.y)), .mouse)
        case SDL_MOUSEMOTION.rawValue where e.motion.which != SHIM_TOUCH_MOUSEID:
            return .pointerMove(point(x: Double(e.motion.x), y: Double(e.motion.y)), .mouse)
        case SDL_FINGERDOWN.rawValue:
            return .pointerDown(fingerPoint(e.tfinger), .touch)
        case SDL_FINGERMOTION.rawValue:
            return .pointerMove(fingerPoint(e.tfinger), .touch)
        case SDL_FINGERUP.rawValue:
            return .pointerUp(fingerPoint(e.tfinger), .touch)
        case SDL_MOUSEWHEEL.rawValue where e.wheel.which != SHIM_TOUCH_MOUSEID:
            let flip: Double = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            // Wheel away from the user (y > 0) shows earlier content: a negative scroll delta.
            return .scroll(point(x: Double(e.wheel.mouseX), y: Double(e.wheel.mouseY)),
                           dx: Double(e.wheel.preciseX) * flip * Self.pointsPerNotch,
                           dy: -Double(e.wheel.preciseY) * flip * Self.pointsPerNotch)
        case SDL_KEYDOWN.rawValue:
            let mod = UInt32(e.key.keysym.mod)
            return Self.keyName(sym: e.key.keysym.sym, shift: mod & UInt32(KMOD_SHIFT.rawValue) != 0,
                                ctrl: mod & UInt32(KMOD_CTRL.rawValue) != 0).map { .key($0) }
        case SDL_TEXTINPUT.rawValue:
            // UTF-8, NUL-terminated in a fixed buffer.
            let typed = withUnsafeBytes(of: e.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return typed.isEmpty ? nil : .text(typed)
        default:
            return nil
        }
    }

    /// A position in SDL window units as points.
    private func point(x: Double, y: Double) -> Point { Point(x: x / unitsPerPoint, y: y / unitsPerPoint) }

    private func fingerPoint(_ f: SDL_TouchFingerEvent) -> Point {
        Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
    }

    /// The script name of a key: Shift with Left, Right, Home, End or Tab and Ctrl with A, C, X or V
    /// (the text fields' selection and clipboard keys) are named with their modifier; any other key by
    /// itself.
    static func keyName(sym: SDL_Keycode, shift: Bool, ctrl: Bool = false) -> String? {
        let v = Int(sym)
        if ctrl, let s = Unicode.Scalar(UInt32(truncatingIfNeeded: v)), "acxv".unicodeScalars.contains(s) { return "ctrl+\(Character(s))" }
        if shift, let base = keyName(sym: sym, shift: false), ["left", "right", "home", "end"].contains(base) { return "shift+" + base }
        switch v {
        case Int(SDLK_ESCAPE.rawValue): return "escape"
        case Int(SDLK_SPACE.rawValue): return "space"
        case Int(SDLK_LEFT.rawValue): return "left"
        case Int(SDLK_RIGHT.rawValue): return "right"
        case Int(SDLK_UP.rawValue): return "up"
        case Int(SDLK_DOWN.rawValue): return "down"
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return "return"
        case Int(SDLK_BACKSPACE.rawValue): return "backspace"
        case Int(SDLK_DELETE.rawValue): return "delete"
        case Int(SDLK_HOME.rawValue): return "home"
        case Int(SDLK_END.rawValue): return "end"
        case Int(SDLK_TAB.rawValue): return shift ? "shift+tab" : "tab"
        case Int(SDLK_SLASH.rawValue) where shift: return "?"
        case Int(SDLK_QUESTION.rawValue): return "?"
        case Int(SDLK_F1.rawValue): return "?"
        default:
            guard (0x20..<0x7F).contains(v), let s = Unicode.Scalar(UInt32(v)) else { return nil }
            return String(Character(s)).lowercased()
        }
    }
}
