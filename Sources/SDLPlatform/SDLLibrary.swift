internal import CSDL2

/// Versions of the SDL libraries: what the headers declared at compile time and what is linked now.
public struct SDLVersions: Sendable, Equatable {
    public var compiledSDL: String
    public var linkedSDL: String
    public var compiledTTF: String
    public var linkedTTF: String
    public var compiledImage: String
    public var linkedImage: String

    public static func current() -> SDLVersions {
        func s(_ v: SDL_version) -> String { "\(v.major).\(v.minor).\(v.patch)" }
        var linked = SDL_version()
        SDL_GetVersion(&linked)
        return SDLVersions(compiledSDL: s(shim_compiled_sdl_version()), linkedSDL: s(linked),
                           compiledTTF: s(shim_compiled_ttf_version()), linkedTTF: s(TTF_Linked_Version().pointee),
                           compiledImage: s(shim_compiled_image_version()), linkedImage: s(IMG_Linked_Version().pointee))
    }
}

/// Process-wide SDL set-up that must happen once, on the main thread.
public enum SDLLibrary {
    /// Makes stdout line-buffered so that logs redirected to a file appear as they are written.
    public static func lineBufferStandardOutput() { shim_line_buffer_stdout() }

    /// The last SDL error message.
    static var lastError: String { String(cString: SDL_GetError()) }
}
