internal import CSDL2
import Foundation
import Raster
import Runtime

/// PNG and JPEG decoding (checked by `ImageHeader` first) and PNG encoding with SDL2_image. Needs no video subsystem.
public struct SDLImageCodec: ImageCodec {
    public init() {}

    /// Only PNG and JPEG, recognised by their signature; `ImageHeader.check` refuses a file over the size
    /// limits or whose structure is not whole before the format's own decoder (never the guessing
    /// `IMG_Load`) sees it, and the decoded size must be the header's.
    public func decode(path: String) throws -> Pixmap {
        if let problem = InputFile.problem(path), problem != .missing {
            throw AssetError(path: path, problem: "the image \(problem)")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw AssetError(path: path, problem: FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file")
        }
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard fileBytes <= ImageHeader.maximumFileBytes else {
            throw AssetError(path: path, problem: "not accepted: the file is larger than \(ImageHeader.maximumFileBytes / (1024 * 1024)) MB")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw AssetError(path: path, problem: "cannot be read") }
        return try decode(bytes: [UInt8](data), path: path)
    }

    /// `bytes`, a whole PNG or JPEG file, decoded as `decode(path:)` decodes a file's (`path` names it in
    /// errors only): checked by `ImageHeader` first, then by the format's own decoder.
    public func decode(bytes: [UInt8], path: String) throws -> Pixmap {
        let header: ImageHeader
        do {
            header = try ImageHeader.check(bytes)
        } catch {
            throw AssetError(path: path, problem: "not accepted: \(error)")
        }
        let decoded: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            return header.format == .png ? IMG_LoadPNG_RW(rw) : IMG_LoadJPG_RW(rw)
        }
        guard let loaded = decoded else {
            throw AssetError(path: path, problem: "not a readable \(header.format.rawValue) image (\(SDLLibrary.lastError))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw AssetError(path: path, problem: "cannot convert pixels (\(SDLLibrary.lastError))")
        }
        defer { SDL_FreeSurface(s) }
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        guard w > 0, h > 0, let base = s.pointee.pixels else { throw AssetError(path: path, problem: "image is empty") }
        guard w == header.width, h == header.height else {
            throw AssetError(path: path, problem: "decoded \(w)x\(h) pixels, but the header says \(header.width)x\(header.height)")
        }
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                // Bytes R, G, B, A (straight alpha) → premultiplied.
                let p = row[x], a = p >> 24
                if a == 255 { pixels[y * w + x] = p; continue }
                func m(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
                pixels[y * w + x] = m(p & 0xFF) | (m((p >> 8) & 0xFF) << 8) | (m((p >> 16) & 0xFF) << 16) | (a << 24)
            }
        }
        return Pixmap(width: w, height: h, premultipliedPixels: pixels)
    }

    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    public func writePNG(_ pixmap: Pixmap, to path: String) throws {
        guard pixmap.width > 0, pixmap.height > 0 else {
            throw WriteError(description: "cannot make an image surface for \(path): the image is empty")
        }
        // An opaque picture's premultiplied pixels are its straight-alpha ones, in the surface's byte
        // order: the surface wraps them (a 16384x16384 frame would otherwise take another 1 GB).
        if pixmap.pixels.allSatisfy({ $0 >> 24 == 0xFF }) {
            try pixmap.pixels.withUnsafeBufferPointer { buf in
                // IMG_SavePNG only reads the surface.
                guard let s = SDL_CreateRGBSurfaceWithFormatFrom(UnsafeMutableRawPointer(mutating: buf.baseAddress!), Int32(pixmap.width),
                                                                 Int32(pixmap.height), 32, Int32(pixmap.width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue) else {
                    throw WriteError(description: "cannot make an image surface for \(path): \(SDLLibrary.lastError)")
                }
                defer { SDL_FreeSurface(s) }
                guard IMG_SavePNG(s, path) == 0 else { throw WriteError(description: "cannot write \(path): \(SDLLibrary.lastError)") }
            }
            return
        }
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixmap.width), Int32(pixmap.height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue) else {
            throw WriteError(description: "cannot make an image surface for \(path): \(SDLLibrary.lastError)")
        }
        defer { SDL_FreeSurface(s) }
        let pitch = Int(s.pointee.pitch)
        let base = s.pointee.pixels!
        for y in 0..<pixmap.height {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixmap.width {
                let c = pixmap.rgba(x: x, y: y)
                row[x] = UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
            }
        }
        guard IMG_SavePNG(s, path) == 0 else { throw WriteError(description: "cannot write \(path): \(SDLLibrary.lastError)") }
    }
}
