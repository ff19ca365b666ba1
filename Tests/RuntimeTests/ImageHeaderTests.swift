import Foundation
@testable import Runtime
@testable import Scripting
import Testing

/// Byte-level builders for image files, shared by the image tests.
enum ImageBytes {
    /// A PNG chunk with its length and a correct CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let crc = CRC32.of(typeBytes + data, from: 0, count: typeBytes.count + data.count)
        return be32(UInt32(data.count)) + typeBytes + data + be32(crc)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// A PNG that claims `width` x `height` (1-bit grey) with a few bytes of image data.
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        ImageHeader.pngSignature + chunk("IHDR", be32(width) + be32(height) + [1, 0, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]) + chunk("IEND", [])
    }

    /// A 2x2 baseline JPEG (red), made once with ImageMagick.
    static let jpeg: [UInt8] = hex("""
    ffd8ffe000104a46494600010100000100010000ffdb004300100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a333d3c39\
    33383740485c4e404457453738506d51575f626768673e4d71797064785c656763ffdb0043011112121815182f1a1a2f6342384263636363\
    63636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363ffc00011080002000203\
    012200021101031101ffc4001500010100000000000000000000000000000005ffc40014100100000000000000000000000000000000ffc4\
    001501010100000000000000000000000000000506ffc40014110100000000000000000000000000000000ffda000c03010002110311003f\
    008a00b5e3ffd9
    """)

    static func hex(_ s: String) -> [UInt8] {
        let digits = Array(s.filter(\.isHexDigit))
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
    }

    /// The package's own test-card photo, a real PNG.
    static var photo: [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [UInt8](FileManager.default.contents(atPath: root.appendingPathComponent("Assets/Images/testcard-photo.png").path)!)
    }
}

@Suite("Image header check")
struct ImageHeaderTests {
    func problem(_ bytes: [UInt8]) -> String? {
        do {
            _ = try ImageHeader.check(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a real PNG and a real JPEG pass with their sizes")
    func valid() throws {
        #expect(try ImageHeader.check(ImageBytes.photo) == ImageHeader(format: .png, width: 640, height: 400))
        #expect(try ImageHeader.check(ImageBytes.jpeg) == ImageHeader(format: .jpeg, width: 2, height: 2))
        #expect(try ImageHeader.check(ImageBytes.png(width: 8192, height: 4096)).width == 8192)
    }

    @Test("only PNG and JPEG signatures are accepted", arguments: [
        (Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), "not a PNG or JPEG file (the first bytes are '<svg xml')"),
        ([0x42, 0x4D, 0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0, 0x50, 0xC3, 0, 0, 0x50, 0xC3, 0, 0, 1, 0, 0x18, 0],
         "not a PNG or JPEG file (the first bytes are 42 4d 36 00 00 00 00 00)"),
        ([], "not a PNG or JPEG file (the first bytes are none: the file is empty)"),
        (Array("GIF89a".utf8) + [1, 0, 1, 0], "not a PNG or JPEG file"),
    ])
    func signatures(bytes: [UInt8], message: String) {
        #expect(problem(bytes)?.contains(message) == true, "\(problem(bytes) ?? "accepted")")
    }

    @Test("a header claiming more than 8192 a side or 32 Mpx is refused before decoding")
    func tooLarge() {
        #expect(problem(ImageBytes.png(width: 50000, height: 50000)) == "50000x50000 pixels is over the limit of 8192 a side and 32 Mpx")
        #expect(problem(ImageBytes.png(width: 8193, height: 1))?.contains("over the limit") == true)
        #expect(problem(ImageBytes.png(width: 8192, height: 8192))?.contains("over the limit") == true)
        #expect(problem(ImageBytes.png(width: 0, height: 10))?.contains("empty size") == true)
        var jpeg = ImageBytes.jpeg
        let sof = jpeg.firstIndex(of: 0xC0)! + 4                    // FF C0 len(2) precision(1) height(2) width(2)
        jpeg[sof] = 0xC3; jpeg[sof + 1] = 0x50; jpeg[sof + 2] = 0xC3; jpeg[sof + 3] = 0x50
        #expect(problem(jpeg) == "50000x50000 pixels is over the limit of 8192 a side and 32 Mpx")
    }

    @Test("a JPEG's scans are budgeted: 65 scans, or 33 scans of 32 Mpx, or 4097 segments are refused before decoding")
    func jpegScanBudget() {
        // SOI, a progressive frame header (SOF2) of `width`×`height`, `scans` scans of one byte each, EOI.
        func jpeg(width: Int, height: Int, scans: Int, comments: Int = 0) -> [UInt8] {
            var b: [UInt8] = [0xFF, 0xD8]
            b += [0xFF, 0xC2, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
            for _ in 0..<comments { b += [0xFF, 0xFE, 0, 3, 0x41] }
            for _ in 0..<scans { b += [0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 0x3F, 0, 0x55] }
            return b + [0xFF, 0xD9]
        }
        #expect(problem(jpeg(width: 64, height: 64, scans: 64)) == nil)
        #expect(problem(jpeg(width: 64, height: 64, scans: 65))?.contains("over the decoding budget") == true)
        #expect(problem(jpeg(width: 8192, height: 4096, scans: 32)) == nil)
        #expect(problem(jpeg(width: 8192, height: 4096, scans: 33))?.contains("more than 32 scans at 8192x4096 pixels") == true)
        #expect(problem(jpeg(width: 64, height: 64, scans: 1, comments: 4096))?.contains("more than 4096 segments") == true)
    }

    @Test("a truncated or damaged PNG is refused: chunk lengths, CRCs and IEND")
    func damagedPNG() {
        let photo = ImageBytes.photo
        #expect(problem(Array(photo.prefix(photo.count / 2)))?.hasPrefix("truncated PNG: chunk 'IDAT'") == true)
        #expect(problem(Array(photo.dropLast(12))) == "truncated PNG: it ends before its IEND chunk")
        #expect(problem(Array(photo.prefix(20)))?.hasPrefix("truncated PNG") == true)
        #expect(problem(Array(photo.prefix(8))) == "truncated PNG: no IHDR chunk")
        var flipped = photo
        flipped[photo.count / 2] ^= 0x40
        #expect(problem(flipped) == "damaged PNG: chunk 'IDAT' fails its CRC check")
        var huge = photo
        huge[8] = 0xFF   // IHDR length 0xFF00000D
        #expect(problem(huge)?.hasPrefix("truncated PNG: chunk 'IHDR'") == true)
        let noData = ImageHeader.pngSignature + ImageBytes.chunk("IHDR", ImageBytes.be32(4) + ImageBytes.be32(4) + [8, 0, 0, 0, 0]) + ImageBytes.chunk("IEND", [])
        #expect(problem(noData) == "damaged PNG: no image data (IDAT chunk)")
        let textFirst = ImageHeader.pngSignature + ImageBytes.chunk("tEXt", Array("a\0b".utf8)) + Array(ImageBytes.png(width: 1, height: 1).dropFirst(8))
        #expect(problem(textFirst) == "damaged PNG: the first chunk is 'tEXt', not IHDR")
    }

    @Test("a truncated JPEG is refused: no end-of-image marker")
    func damagedJPEG() {
        let jpeg = ImageBytes.jpeg
        #expect(problem(Array(jpeg.dropLast(2))) == "truncated JPEG: no end-of-image marker")
        #expect(problem(Array(jpeg.dropLast(5))) == "truncated JPEG: no end-of-image marker")
        #expect(problem(Array(jpeg.prefix(100)))?.hasPrefix("truncated JPEG") == true)
        #expect(problem([0xFF, 0xD8, 0xFF, 0xD9]) == "damaged JPEG: no frame header (SOFn)")
    }

    @Test("every prefix and every single-byte change of a small PNG and JPEG is accepted or refused, never a trap")
    func exhaustiveSmallEdits() {
        for base in [ImageBytes.png(width: 3, height: 3), ImageBytes.jpeg] {
            for n in 0...base.count { _ = problem(Array(base.prefix(n))) }
            for i in base.indices {
                for v: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xD9, 0xDA, 0xFF] {
                    var b = base
                    b[i] = v
                    _ = problem(b)
                }
            }
        }
    }
}
