import Rendering

/// One array a presentation writes (display items, trace elements or hit regions), made in place from
/// the last presentation's where it can be: what is copied unchanged from there stays where it is,
/// and only what is drawn anew is written, so a small change costs its own size, not the array's.
///
/// Invariants (`cursor` elements final, `consumed` elements of the last presentation's used up):
/// - `buffer[0..<cursor]` is this presentation's output so far, `pending` what was drawn after it;
/// - `buffer[cursor...]` is the last presentation's `[consumed...]`, not yet copied or discarded.
/// Copying the last presentation's `[a, b)` with `a ≥ consumed` discards `[consumed, a)` (replaced by
/// `pending`, in place when they are as long) and keeps `[a, b)` where it lies. A copy from before
/// `consumed` cannot be made (`copyPrevious` returns false and the caller draws instead). Without a
/// last presentation (`init()`) every element is drawn and `pending` is the whole output.
struct SpliceStream<Element> {
    private var buffer: [Element]
    private var pending: [Element] = []
    private var cursor = 0
    private(set) var consumed = 0
    /// How many elements the last presentation had.
    let previousCount: Int

    init() {
        buffer = []
        previousCount = 0
    }

    /// Starts from the last presentation's elements (taken over: unshared, they are edited in place).
    init(previous: [Element]) {
        buffer = previous
        previousCount = buffer.count
    }

    /// Elements written so far.
    var count: Int { cursor + pending.count }

    mutating func append(_ element: Element) { pending.append(element) }
    mutating func append(contentsOf elements: [Element]) { pending.append(contentsOf: elements) }

    subscript(index: Int) -> Element {
        get { index >= cursor ? pending[index - cursor] : buffer[index] }
        set { if index >= cursor { pending[index - cursor] = newValue } else { buffer[index] = newValue } }
    }

    /// Puts `element` before the one written at `index` (everything after moves up one).
    mutating func insert(_ element: Element, at index: Int) {
        if index >= cursor {
            pending.insert(element, at: index - cursor)
        } else {
            buffer.insert(element, at: index)
            cursor += 1
        }
    }

    /// Everything written so far, as one array (a copy).
    var written: [Element] { Array(buffer[0..<cursor]) + pending }

    /// Appends what the last presentation had in `range`; false (nothing written) when that part is
    /// already used up or discarded.
    mutating func copyPrevious(_ range: Range<Int>) -> Bool {
        if range.isEmpty { return true }
        guard range.lowerBound >= consumed, range.upperBound <= previousCount else { return false }
        flush(discardingTo: range.lowerBound)
        cursor += range.count
        consumed = range.upperBound
        return true
    }

    /// `pending` takes the place of the last presentation's `[consumed, end)`.
    private mutating func flush(discardingTo end: Int) {
        let discarded = end - consumed
        if discarded == 0 && pending.isEmpty { return }
        if discarded == pending.count {
            for k in 0..<discarded { buffer[cursor + k] = pending[k] }
        } else {
            buffer.replaceSubrange(cursor..<(cursor + discarded), with: pending)
        }
        cursor += pending.count
        consumed = end
        pending.removeAll(keepingCapacity: true)
    }

    /// The finished output (the rest of the last presentation's elements discarded).
    mutating func finish() -> [Element] {
        if previousCount == 0 && cursor == 0 { return pending }
        flush(discardingTo: previousCount)
        return buffer
    }
}

/// What a presentation pass writes: display items, trace elements and hit regions (`SpliceStream`s).
struct PresentOutput {
    var items: SpliceStream<DisplayItem>
    var trace: SpliceStream<TraceElement>
    var regions: SpliceStream<HitRegion>

    init() {
        items = SpliceStream()
        trace = SpliceStream()
        regions = SpliceStream()
    }

    /// Edits `previous` in place (see `SpliceStream`).
    init(editing previous: consuming Presentation) {
        items = SpliceStream(previous: previous.items)
        trace = SpliceStream(previous: previous.trace)
        regions = SpliceStream(previous: previous.regions)
    }

    /// How many items, trace elements and hit regions are written so far.
    var counts: SIMD4<Int32> { SIMD4(Int32(items.count), Int32(trace.count), Int32(regions.count), 0) }

    /// Appends what the last presentation drew in the three ranges; false when any part of it cannot
    /// be copied (then nothing was written).
    mutating func copyPrevious(items i: Range<Int>, trace t: Range<Int>, regions g: Range<Int>) -> Bool {
        guard i.lowerBound >= 0, t.lowerBound >= 0, g.lowerBound >= 0,
              items.canCopy(i), trace.canCopy(t), regions.canCopy(g) else { return false }
        _ = items.copyPrevious(i)
        _ = trace.copyPrevious(t)
        _ = regions.copyPrevious(g)
        return true
    }

    mutating func finish() -> Presentation {
        Presentation(items: items.finish(), trace: trace.finish(), regions: regions.finish())
    }
}

extension SpliceStream {
    /// Whether `copyPrevious(range)` would succeed.
    func canCopy(_ range: Range<Int>) -> Bool { range.isEmpty || range.lowerBound >= consumed && range.upperBound <= previousCount }
}
