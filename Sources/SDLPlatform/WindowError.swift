/// Why a window could not be opened.
public enum WindowError: Error, Sendable, CustomStringConvertible {
    /// No display to show a window on (SDL fell back to its offscreen or dummy driver).
    case noDisplay(driver: String)
    case failed(String)

    public var description: String {
        switch self {
        case .noDisplay(let driver):
            return "no display for a window (SDL video driver '\(driver)'); set DISPLAY, or render frames headless with `hero snapshot`"
        case .failed(let message): return "cannot open the window: \(message)"
        }
    }
}
