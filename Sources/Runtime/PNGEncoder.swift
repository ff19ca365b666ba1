import Foundation
import Raster
internal import CZlib

/// A fast PNG encoder for exported frames: 8-bit RGB (colour type 2) when every pixel is opaque, else
/// straight-alpha RGBA (colour type 6); every row filtered with PNG's Sub filter; one zlib stream at
/// `level` (1, zlib's fastest, by default) with the run-length strategy. On a 1920x1200 meals frame that
/// is about 22 ms and 820 KB, against 34 ms and 1.2 MB unfiltered with the default strategy, and ten
/// times faster than SDL2_image's encoder. Pure and thread-safe: frames are encoded on several threads
/// at once. The same pixmap and level always give the same bytes.
public enum PNGEncoder {
    /// zlib's fastest level.
    public static let fastLevel: Int32 = 1

    /// Why an image could not be encoded (an empty image, a zlib failure).
    public struct EncodeError: Error, CustomStringConvertible {
        /// What went wrong, in a phrase.
        public var description: String
    }

    /// The PNG file's bytes for `pixmap`, which must not be empty. The rows are filtered and
    /// compressed a band (about 4 MB of rows) at a time into one zlib stream, so the memory used beyond
    /// the pixmap is the compressed file and one band: a 16384x16384 frame no longer needs its 800 MB
    /// of filtered rows and as much again for zlib's output bound. (zlib's output does not depend on
    /// how its input is cut, so the bytes are those of compressing all rows at once.)
    public static func encode(_ pixmap: Pixmap, level: Int32 = fastLevel) throws -> [UInt8] {
        let w = pixmap.width, h = pixmap.height
        guard w > 0, h > 0 else { throw EncodeError(description: "cannot encode an empty image") }
        let opaque = pixmap.pixels.allSatisfy { $0 >> 24 == 0xFF }
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + w * channels
        var stream = z_stream()
        guard shim_deflate_init_rle(&stream, level) == Z_OK else { throw EncodeError(description: "zlib cannot start") }
        defer { deflateEnd(&stream) }
        var compressed: [UInt8] = []
        var output = [UInt8](repeating: 0, count: 1 << 18)
        let bandRows = max(1, min(h, (4 << 20) / rowBytes))
        var band = [UInt8](repeating: 0, count: bandRows * rowBytes)
        var y0 = 0
        while y0 < h {
            let rows = min(bandRows, h - y0)
            band.withUnsafeMutableBufferPointer { out in
                for r in 0..<rows { filterRow(pixmap, y: y0 + r, opaque: opaque, into: out.baseAddress! + r * rowBytes) }
            }
            y0 += rows
            let finishing = y0 == h
            try band.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(rows * rowBytes)
                while true {
                    let (status, produced) = output.withUnsafeMutableBufferPointer { o -> (Int32, Int) in
                        stream.next_out = o.baseAddress
                        stream.avail_out = uInt(o.count)
                        let status = CZlib.deflate(&stream, finishing ? Z_FINISH : Z_NO_FLUSH)
                        return (status, o.count - Int(stream.avail_out))
                    }
                    compressed += output[0..<produced]
                    if status == Z_STREAM_END { break }
                    guard status == Z_OK || status == Z_BUF_ERROR else { throw EncodeError(description: "zlib failed (\(status))") }
                    // Without finishing, a call that left output room has taken all the input.
                    if !finishing && stream.avail_in == 0 && stream.avail_out != 0 { break }
                }
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(w))
        header.appendBigEndian(UInt32(h))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", compressed, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// Row `y` of `pixmap` with PNG's Sub filter (type 1: each byte minus the same channel of the
    /// pixel to its left), as RGB or straight-alpha RGBA, written at `out` (1 + width × channels bytes).
    private static func filterRow(_ pixmap: Pixmap, y: Int, opaque: Bool, into out: UnsafeMutablePointer<UInt8>) {
        let w = pixmap.width
        out[0] = 1
        var o = 1
        if opaque {
            pixmap.pixels.withUnsafeBufferPointer { px in
                let row = y * w
                var left: UInt32 = 0
                for x in 0..<w {
                    let p = px[row + x]
                    out[o] = UInt8(truncatingIfNeeded: p) &- UInt8(truncatingIfNeeded: left)
                    out[o + 1] = UInt8(truncatingIfNeeded: p >> 8) &- UInt8(truncatingIfNeeded: left >> 8)
                    out[o + 2] = UInt8(truncatingIfNeeded: p >> 16) &- UInt8(truncatingIfNeeded: left >> 16)
                    left = p
                    o += 3
                }
            }
        } else {
            var left: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
            for x in 0..<w {
                let c = pixmap.rgba(x: x, y: y)
                out[o] = c.r &- left.r; out[o + 1] = c.g &- left.g; out[o + 2] = c.b &- left.b; out[o + 3] = c.a &- left.a
                left = c
                o += 4
            }
        }
    }

    /// Encodes `pixmap` and writes it to `path` through `OutputFile` (a temporary file renamed over a
    /// regular file or none; a device, FIFO or folder is refused).
    public static func write(_ pixmap: Pixmap, to path: String, level: Int32 = fastLevel) throws {
        let bytes = try encode(pixmap, level: level)
        try OutputFile.write(bytes, to: path)
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        file.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        file += typeBytes
        file += data
        file.appendBigEndian(UInt32(crc))
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)])
    }
}
