/// The box passes, each written once: a running sum of 2r+1 elements along rows (`horizontalBox`) or
/// down columns (`verticalBox`), divided into a byte by a `BoxDivision`. What changes between the
/// fast and the reference arithmetic is only the division (and so the width of the sums), and, along
/// rows, whether a pixel's four channels share one vector or each channel runs on its own.
extension GaussianBlur {
    /// Which arithmetic a box pass uses. Every choice gives the same bytes (the tests compare them).
    enum BoxArithmetic {
        /// 16-bit sums where the radius has an exact 16-bit divisor, else 32-bit; a pixel's channels
        /// in one vector.
        case fastest
        /// 32-bit sums, a pixel's channels in one vector.
        case wide
        /// 32-bit sums, one channel at a time (the straightforward computation).
        case perChannel
    }

    /// One box pass of radius `r` along rows, from `src` to `dst` (`width × height` elements of `ch`
    /// interleaved bytes; `ch` is 1 or 4). Radius 0 copies.
    static func horizontalBox(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ width: Int, _ height: Int,
                              _ ch: Int, _ r: Int, _ edges: BlurEdges, _ arithmetic: BoxArithmetic = .fastest) {
        if r == 0 { dst.update(from: src, count: width * height * ch); return }
        let wide = WideDivision(radius: r)
        switch arithmetic {
        case .fastest where ch == 4:
            if let short = shortDivisor(radius: r) {
                horizontalPass(src, dst, width, height, r, edges, PixelLanes(division: short))
            } else {
                horizontalPass(src, dst, width, height, r, edges, PixelLanes(division: wide))
            }
        case .wide where ch == 4:
            horizontalPass(src, dst, width, height, r, edges, PixelLanes(division: wide))
        default:
            for c in 0..<ch { horizontalPass(src + c, dst + c, width, height, r, edges, ChannelLanes(division: wide, pitch: ch)) }
        }
    }

    /// One box pass along columns, a whole row of running sums at a time (the inner loops are plain
    /// wrapping arithmetic over contiguous bytes, which the compiler vectorizes eight or sixteen lanes
    /// at a time). `lanes`: only these bytes of each row (default: all `width × ch`); columns are
    /// independent, so disjoint lane ranges may be passed at once on different threads. Channels do not
    /// matter down a column: `.perChannel` is `.wide`.
    static func verticalBox(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ width: Int, _ height: Int,
                            _ ch: Int, _ r: Int, _ edges: BlurEdges, _ arithmetic: BoxArithmetic = .fastest, lanes: Range<Int>? = nil) {
        let stride = width * ch, lanes = lanes ?? 0..<stride
        if r == 0 {
            for y in 0..<height { (dst + y * stride + lanes.lowerBound).update(from: src + y * stride + lanes.lowerBound, count: lanes.count) }
            return
        }
        if arithmetic == .fastest, let short = shortDivisor(radius: r) {
            verticalPass(src, dst, height, stride, r, edges, lanes, short)
        } else {
            verticalPass(src, dst, height, stride, r, edges, lanes, WideDivision(radius: r))
        }
    }

    /// The pass along rows: the window's sum starts over [−r, r] and slides one element a step; near
    /// the ends the window reaches past the row (edge elements repeat, or zeros), in between it does
    /// not and needs no bounds checks.
    @inline(__always)
    private static func horizontalPass<L: BoxLanes>(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
                                                    _ width: Int, _ height: Int, _ r: Int, _ edges: BlurEdges, _ lanes: L) {
        let clamp = edges == .clamp, pitch = lanes.pitch, rowBytes = width * pitch
        for y in 0..<height {
            let s = src + y * rowBytes, d = dst + y * rowBytes
            let first = lanes.load(s), last = lanes.load(s + (width - 1) * pitch), zero = L.zero
            @inline(__always) func at(_ i: Int) -> L.Sum {
                if i < 0 { return clamp ? first : zero }
                if i >= width { return clamp ? last : zero }
                return lanes.load(s + i * pitch)
            }
            var sum = zero
            for k in -r...r { sum = L.add(sum, at(k)) }
            let middleStart = min(width, r), middleEnd = max(middleStart, width - r - 1)
            var x = 0
            while x < middleStart {
                lanes.store(sum, d + x * pitch)
                sum = L.subtract(L.add(sum, at(x + r + 1)), at(x - r))
                x += 1
            }
            while x < middleEnd {
                lanes.store(sum, d + x * pitch)
                sum = L.subtract(L.add(sum, lanes.load(s + (x + r + 1) * pitch)), lanes.load(s + (x - r) * pitch))
                x += 1
            }
            while x < width {
                lanes.store(sum, d + x * pitch)
                sum = L.subtract(L.add(sum, at(x + r + 1)), at(x - r))
                x += 1
            }
        }
    }

    /// The pass down columns over the bytes `lanes` of each row (`stride` bytes apart).
    @inline(__always)
    private static func verticalPass<D: BoxDivision>(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
                                                     _ height: Int, _ stride: Int, _ r: Int, _ edges: BlurEdges,
                                                     _ lanes: Range<Int>, _ division: D) {
        let n = lanes.count, clamp = edges == .clamp
        let acc = UnsafeMutablePointer<D.Sum>.allocate(capacity: n)
        defer { acc.deallocate() }
        acc.initialize(repeating: 0, count: n)
        let src = src + lanes.lowerBound, dst = dst + lanes.lowerBound
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8>? {
            if y < 0 { return clamp ? src : nil }
            if y >= height { return clamp ? src + (height - 1) * stride : nil }
            return src + y * stride
        }
        for k in -r...r { if let p = row(k) { for i in 0..<n { acc[i] &+= D.Sum(truncatingIfNeeded: p[i]) } } }
        for y in 0..<height {
            let d = dst + y * stride
            for i in 0..<n { d[i] = division.byte(acc[i]) }
            switch (row(y + r + 1), row(y - r)) {
            case let (a?, s?): for i in 0..<n { acc[i] = acc[i] &+ D.Sum(truncatingIfNeeded: a[i]) &- D.Sum(truncatingIfNeeded: s[i]) }
            case let (a?, nil): for i in 0..<n { acc[i] &+= D.Sum(truncatingIfNeeded: a[i]) }
            case let (nil, s?): for i in 0..<n { acc[i] &-= D.Sum(truncatingIfNeeded: s[i]) }
            case (nil, nil): break
            }
        }
    }
}

/// What a pass along rows sums at once: one element (`pitch` bytes apart from the next) loaded as a
/// sum, stored as bytes through a division.
protocol BoxLanes {
    associatedtype Sum
    /// Bytes from one element to the next.
    var pitch: Int { get }
    static var zero: Sum { get }
    func load(_ p: UnsafeMutablePointer<UInt8>) -> Sum
    func store(_ sum: Sum, _ p: UnsafeMutablePointer<UInt8>)
    static func add(_ a: Sum, _ b: Sum) -> Sum
    static func subtract(_ a: Sum, _ b: Sum) -> Sum
}

/// A pixel's four channels in the lanes of one vector: the same sums and rounding per channel as four
/// single-channel passes, a quarter of the steps.
struct PixelLanes<D: BoxDivision>: BoxLanes {
    let division: D
    var pitch: Int { 4 }
    static var zero: SIMD4<D.Sum> { SIMD4(repeating: 0) }
    @inline(__always) func load(_ p: UnsafeMutablePointer<UInt8>) -> SIMD4<D.Sum> {
        SIMD4<D.Sum>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
    }
    @inline(__always) func store(_ sum: SIMD4<D.Sum>, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: division.bytes(sum), as: SIMD4<UInt8>.self)
    }
    @inline(__always) static func add(_ a: SIMD4<D.Sum>, _ b: SIMD4<D.Sum>) -> SIMD4<D.Sum> { a &+ b }
    @inline(__always) static func subtract(_ a: SIMD4<D.Sum>, _ b: SIMD4<D.Sum>) -> SIMD4<D.Sum> { a &- b }
}

/// One channel: bytes `pitch` apart (a mask's every byte, or one channel of interleaved pixels).
struct ChannelLanes<D: BoxDivision>: BoxLanes {
    let division: D
    let pitch: Int
    static var zero: D.Sum { 0 }
    @inline(__always) func load(_ p: UnsafeMutablePointer<UInt8>) -> D.Sum { D.Sum(truncatingIfNeeded: p.pointee) }
    @inline(__always) func store(_ sum: D.Sum, _ p: UnsafeMutablePointer<UInt8>) { p.pointee = division.byte(sum) }
    @inline(__always) static func add(_ a: D.Sum, _ b: D.Sum) -> D.Sum { a &+ b }
    @inline(__always) static func subtract(_ a: D.Sum, _ b: D.Sum) -> D.Sum { a &- b }
}
