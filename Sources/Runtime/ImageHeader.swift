/// What an image file says about itself, checked before any decoder sees it: the format by its
/// signature (PNG or JPEG only), the size in pixels from the header, and that the file's structure is
/// whole (no truncation). Pure Swift so it can be unit-tested and fuzzed; `ImageCodec` implementations
/// call `check` and then decode with the format's own loader.
///
/// Limits: `maximumSide` pixels a side, `maximumPixels` in all, `maximumFileBytes` of file; for a
/// JPEG, whose decoding time grows with its scans (a progressive decoder passes over the whole image
/// once a scan), at most `maximumJPEGScans` scans and `maximumJPEGScanPixels` scans × pixels, and at
/// most `maximumJPEGSegments` segments.
public struct ImageHeader: Hashable, Sendable {
    /// The image formats accepted.
    public enum Format: String, Hashable, Sendable {
        /// PNG, by its 8-byte signature.
        case png = "PNG"
        /// JPEG, by its SOI marker.
        case jpeg = "JPEG"

        /// The format named `rawValue` ("PNG" or "JPEG"); nil for any other name.
        public init?(rawValue: String) {
            switch rawValue {
            case "PNG": self = .png
            case "JPEG": self = .jpeg
            default: return nil
            }
        }
    }

    /// The format the signature says.
    public var format: Format
    /// Pixels, each 1...`maximumSide`, and `width * height <= maximumPixels`.
    public var width: Int
    /// Pixels, each 1...`maximumSide`.
    public var height: Int

    /// The widest or tallest image accepted, pixels.
    public static let maximumSide = 8192
    /// The most pixels accepted: 32 Mpx (2^25), 128 MB decoded.
    public static let maximumPixels = 32 * 1024 * 1024
    /// The largest image file accepted, bytes (64 MB).
    public static let maximumFileBytes = 64 * 1024 * 1024
    /// The most scans a JPEG may have (a baseline file has one, a progressive one about ten).
    public static let maximumJPEGScans = 64
    /// The most scans × pixels a JPEG may have: 2^30, so a 32 Mpx progressive file has at most 32 scans.
    public static let maximumJPEGScanPixels = 1 << 30
    /// The most marker segments (tables, scans, comments) a JPEG may have.
    public static let maximumJPEGSegments = 4096

    /// Why a file is refused; `description` is a short reason without the file's path.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The reason.
        public var description: String
        /// A problem described by `description`.
        public init(_ description: String) { self.description = description }
    }

    /// The header of `bytes`, a whole PNG or JPEG file, or why it is refused.
    public static func check(_ bytes: [UInt8]) throws(Problem) -> ImageHeader {
        guard bytes.count <= maximumFileBytes else { throw Problem("the file is larger than \(maximumFileBytes / (1024 * 1024)) MB") }
        let header: ImageHeader
        if bytes.starts(with: pngSignature) {
            header = try PNGStructure.check(bytes)
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            header = try JPEGStructure.check(bytes)
        } else {
            throw Problem("not a PNG or JPEG file (the first bytes are \(preview(bytes)))")
        }
        guard header.width > 0, header.height > 0 else { throw Problem("the \(header.format.rawValue) header gives an empty size \(header.width)x\(header.height)") }
        guard header.width <= maximumSide, header.height <= maximumSide, header.width * header.height <= maximumPixels else {
            throw Problem("\(header.width)x\(header.height) pixels is over the limit of \(maximumSide) a side and \(maximumPixels / (1024 * 1024)) Mpx")
        }
        return header
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Up to 8 leading bytes, printable ASCII as text, others as hex: `'<svg xml'` or `42 4d 36 ...`.
    static func preview(_ bytes: [UInt8]) -> String {
        let head = bytes.prefix(8)
        if head.isEmpty { return "none: the file is empty" }
        if head.allSatisfy({ (0x20...0x7E).contains($0) }) { return "'" + String(decoding: head, as: UTF8.self) + "'" }
        return head.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined(separator: " ")
    }
}

/// A PNG file's chunk structure: IHDR first, every chunk's length inside the file and its CRC right,
/// at least one IDAT, and IEND present.
enum PNGStructure {
    static func check(_ b: [UInt8]) throws(ImageHeader.Problem) -> ImageHeader {
        typealias Problem = ImageHeader.Problem
        var i = ImageHeader.pngSignature.count
        var size: (Int, Int)?
        var sawData = false
        while true {
            guard i + 8 <= b.count else {
                throw Problem(size == nil ? "truncated PNG: no IHDR chunk" : "truncated PNG: it ends before its IEND chunk")
            }
            let length = Int(be32(b, i))
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            guard length <= 0x7FFF_FFFF, b.count - (i + 12) >= length else {
                throw Problem("truncated PNG: chunk '\(printable(type))' of \(length) bytes runs past the end of the file")
            }
            let stored = be32(b, i + 8 + length)
            guard CRC32.of(b, from: i + 4, count: length + 4) == stored else {
                throw Problem("damaged PNG: chunk '\(printable(type))' fails its CRC check")
            }
            if size == nil {
                guard type == "IHDR", length == 13 else { throw Problem("damaged PNG: the first chunk is '\(printable(type))', not IHDR") }
                size = (Int(be32(b, i + 8)), Int(be32(b, i + 12)))
            }
            if type == "IDAT" { sawData = true }
            if type == "IEND" { break }
            i += 12 + length
        }
        guard sawData else { throw Problem("damaged PNG: no image data (IDAT chunk)") }
        let (w, h) = size!
        return ImageHeader(format: .png, width: w, height: h)
    }

    static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    static func printable(_ s: String) -> String {
        String(s.unicodeScalars.map { (0x20...0x7E).contains($0.value) ? Character($0) : "?" })
    }
}

/// A JPEG file's marker structure: SOI, segments whose lengths stay inside the file, a frame header
/// (SOFn) before the first scan, and the end-of-image marker (EOI) after the scans.
enum JPEGStructure {
    static func check(_ b: [UInt8]) throws(ImageHeader.Problem) -> ImageHeader {
        typealias Problem = ImageHeader.Problem
        var i = 2
        var size: (Int, Int)?
        var scans = 0, segments = 0
        while true {
            // A marker: one or more 0xFF then the code.
            guard i < b.count, b[i] == 0xFF else {
                throw Problem(i >= b.count ? "truncated JPEG: no end-of-image marker" : "damaged JPEG: no marker where one should be")
            }
            while i < b.count && b[i] == 0xFF { i += 1 }
            guard i < b.count else { throw Problem("truncated JPEG: no end-of-image marker") }
            let marker = b[i]
            i += 1
            if marker == 0xD9 { break }                                     // EOI
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue } // no length
            guard i + 2 <= b.count else { throw Problem("truncated JPEG: no end-of-image marker") }
            let length = Int(b[i]) << 8 | Int(b[i + 1])
            guard length >= 2, i + length <= b.count else { throw Problem("truncated JPEG: a segment runs past the end of the file") }
            segments += 1
            guard segments <= ImageHeader.maximumJPEGSegments else {
                throw Problem("JPEG with more than \(ImageHeader.maximumJPEGSegments) segments: over the decoding budget")
            }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard length >= 8 else { throw Problem("damaged JPEG: frame header too short") }
                guard size == nil else { throw Problem("damaged JPEG: more than one frame header") }
                size = (Int(b[i + 5]) << 8 | Int(b[i + 6]), Int(b[i + 3]) << 8 | Int(b[i + 4]))
            }
            i += length
            if marker == 0xDA {                                             // SOS: entropy-coded data follows
                guard let (w, h) = size else { throw Problem("damaged JPEG: a scan before the frame header") }
                scans += 1
                // A frame over the size limits is refused for its size once the structure is read.
                let pixels = w <= ImageHeader.maximumSide && h <= ImageHeader.maximumSide ? max(1, w * h) : 1
                guard scans <= ImageHeader.maximumJPEGScans, scans * pixels <= ImageHeader.maximumJPEGScanPixels else {
                    throw Problem("JPEG with more than \(scans - 1) scans at \(w)x\(h) pixels: over the decoding budget of \(ImageHeader.maximumJPEGScans) scans and 2^30 scans × pixels")
                }
                // Skip to the next marker that is not stuffing (FF 00), a restart (FF D0-D7) or fill (FF FF).
                while i < b.count {
                    if b[i] == 0xFF, i + 1 < b.count {
                        let n = b[i + 1]
                        if n != 0x00 && n != 0xFF && !(0xD0...0xD7).contains(n) { break }
                        i += n == 0xFF ? 1 : 2
                    } else {
                        i += 1
                    }
                }
                if i + 1 >= b.count { throw Problem("truncated JPEG: no end-of-image marker") }
            }
        }
        guard let (w, h) = size else { throw Problem("damaged JPEG: no frame header (SOFn)") }
        return ImageHeader(format: .jpeg, width: w, height: h)
    }
}

/// CRC-32 as PNG uses it (ISO 3309, polynomial 0xEDB88320, reflected).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func of(_ b: [UInt8], from start: Int, count: Int) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        b.withUnsafeBufferPointer { p in
            for k in start..<(start + count) { c = table[Int((c ^ UInt32(p[k])) & 0xFF)] ^ (c >> 8) }
        }
        return c ^ 0xFFFF_FFFF
    }
}
