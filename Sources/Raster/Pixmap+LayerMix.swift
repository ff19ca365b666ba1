import Geometry

extension Pixmap {
    /// The pixels of `area` become those of `below` (a pixmap of this size) with `layer` composited over
    /// them as `composite(_:atX:y:opacity:clip:)` would, the composite limited to `area`: the same bytes
    /// as `copy(area, from: below)` followed by that composite, but each pixel is read from `below` and
    /// written here once (a frame-sized fade then writes the frame once instead of twice). Pixels outside
    /// `area` are not touched.
    ///
    /// `plain`, the runs of `below` and of `layer` (`UniformRuns`, made from exactly those pixmaps), lets
    /// the pieces where both are plain be filled with their one result instead of mixed pixel by pixel.
    public mutating func composite(_ layer: Pixmap, atX x: Int, y: Int, opacity: Double = 1, clip: Clip = .none,
                                   onto below: Pixmap, filling area: IntRect, plain: (below: UniformRuns, layer: UniformRuns)? = nil) {
        precondition(below.width == width && below.height == height, "the picture beneath must be the target's size")
        let filled = area.intersection(bounds)
        guard !filled.isEmpty else { return }
        var limited = clip
        limited.rect = clip.rect.map { $0.intersection(filled) } ?? filled
        let mixed = opacity > 0 ? limited.limit(IntRect(x: x, y: y, width: layer.width, height: layer.height).intersection(bounds))
            : IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
        for piece in filled.subtracting(mixed) { copy(piece, from: below) }
        let runs = plain.flatMap { p in
            p.below.width == width && p.below.height == height && p.layer.width == layer.width && p.layer.height == layer.height ? p : nil
        }
        compositeLayer(layer, atX: x, y: y, opacity: opacity, clip: limited, below: below, plain: runs)
    }

    /// `composite(_:atX:y:opacity:clip:)` with the runs of `layer` (`UniformRuns`, made from exactly it):
    /// at full opacity, where the layer is plain and opaque, that one value is filled (what was beneath
    /// does not show), not composited pixel by pixel.
    public mutating func composite(_ layer: Pixmap, atX x: Int, y: Int, opacity: Double = 1, clip: Clip = .none, uniform: UniformRuns) {
        let runs = uniform.width == layer.width && uniform.height == layer.height ? uniform : nil
        compositeLayer(layer, atX: x, y: y, opacity: opacity, clip: clip, below: nil, plain: runs.map { (nil, $0) })
    }

    /// The fewest pixels a layer mixed onto a picture beneath (`composite(_:atX:y:opacity:clip:onto:filling:)`)
    /// must cover to be written with streaming stores: 2 M pixels, 8 MB.
    static let streamingPixels = 1 << 21

    /// Composites `layer` with its top-left at (lx, ly) onto `below`'s pixels (this pixmap's own when nil),
    /// writing the result here: source-over times `opacity` and the clip's shape coverage. Writes every
    /// pixel of `clip.limit(layer's rectangle ∩ bounds)` and no other. `plain`: the runs of `below` and
    /// `layer` (see `composite(_:atX:y:opacity:clip:onto:filling:plain:)`); without those of `below`,
    /// only the layer's opaque runs at full opacity are filled.
    mutating func compositeLayer(_ layer: Pixmap, atX lx: Int, y ly: Int, opacity: Double, clip: Clip, below: Pixmap?,
                                 plain: (below: UniformRuns?, layer: UniformRuns)? = nil) {
        let area = clip.limit(IntRect(x: lx, y: ly, width: layer.width, height: layer.height).intersection(bounds))
        guard !area.isEmpty, opacity > 0 else { return }
        let alpha = UInt32((min(1, opacity) * 255).rounded())
        let clipCoverage = clip.shape(cutting: area).map { RoundedRectCoverage($0) }
        var clipRow = [UInt8](repeating: 255, count: area.width)
        let w = width
        // A picture mixed onto from elsewhere, far larger than the caches (a fading backdrop over a big
        // window), is written past them.
        let streaming = below != nil && area.width * area.height >= Self.streamingPixels
        withMutablePixels { buf in
            layer.withPixels { l in
                clipRow.withUnsafeMutableBufferPointer { cr in
                    func rows(under: UnsafePointer<UInt32>) {
                        for yy in area.y0..<area.y1 {
                            let dst = buf.baseAddress! + yy * w, beneath = under + yy * w
                            let src = l.baseAddress! + (yy - ly) * layer.width - lx
                            /// Columns from..<to, all fully inside the clip shape: the uniform opacity's
                            /// arithmetic (an opaque source pixel is a single blend toward it:
                            /// `CompositingKernels.layerMix`, eight pixels per step); pieces where both
                            /// pictures are plain are filled with their one result.
                            func mix(_ from: Int, _ to: Int) {
                                var x = from
                                if let plain {
                                    let pieces = plain.below.map { $0.bothPlain(row: yy, layer: plain.layer, row: yy - ly, dx: lx, from: from, to: to) }
                                        ?? (alpha == 255 ? plain.layer.opaquePieces(row: yy - ly, dx: lx, from: from, to: to) : [])
                                    for piece in pieces {
                                        CompositingKernels.layerMix(into: dst + x, below: beneath + x, src + x, count: piece.x0 - x,
                                                                    opacity: alpha, streaming: streaming)
                                        // An opaque source at full opacity is the result whatever lies beneath.
                                        var value: UInt32 = piece.above
                                        var pair = (piece.below, piece.above)
                                        if plain.below != nil {
                                            withUnsafePointer(to: &pair.0) { b in
                                                withUnsafePointer(to: &pair.1) { a in
                                                    CompositingKernels.layerMix(into: &value, below: b, a, count: 1, opacity: alpha)
                                                }
                                            }
                                        }
                                        CompositingKernels.fill(dst + piece.x0, count: piece.x1 - piece.x0, value)
                                        x = piece.x1
                                    }
                                }
                                CompositingKernels.layerMix(into: dst + x, below: beneath + x, src + x, count: to - x, opacity: alpha,
                                                            streaming: streaming)
                            }
                            guard let clipCoverage else {
                                mix(area.x0, area.x1)
                                continue
                            }
                            // Runs the shape covers fully get the uniform opacity's arithmetic, so a
                            // pixel's bytes do not depend on whether the drawn area reaches a corner (a
                            // band of rows, a damaged rectangle); edge pixels are scaled.
                            clipCoverage.row(y: yy, x0: area.x0, x1: area.x1, into: cr.baseAddress!)
                            var i = 0
                            let n = area.width
                            while i < n {
                                let xx = area.x0 + i
                                if cr[i] == 255 {
                                    var j = i + 1
                                    while j < n && cr[j] == 255 { j += 1 }
                                    mix(xx, area.x0 + j)
                                    i = j
                                } else {
                                    dst[xx] = PixelMath.over(src[xx], coverage: PixelMath.mul255(alpha, UInt32(cr[i])), beneath[xx])
                                    i += 1
                                }
                            }
                        }
                    }
                    if let below {
                        below.withPixels { rows(under: $0.baseAddress!) }
                    } else {
                        rows(under: UnsafePointer(buf.baseAddress!))
                    }
                    if streaming { CompositingKernels.streamFence() }
                }
            }
        }
    }
}
