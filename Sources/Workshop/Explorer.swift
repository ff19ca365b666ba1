import Geometry
import Motion
import Raster
import Rendering
import Runtime
import Scenes
import Scripting
import Typography
import ViewTree

/// `hero explore`: plays random, seeded events on a scene in virtual time and checks the promises of
/// `ExploreInvariant` at every frame; on a violation it shrinks the events to a short script that
/// `hero snapshot --script` replays. Everything runs on a manual clock, so a seed always plays the same.
@MainActor
public final class Explorer {
    /// How long after the last input a scene's timers may still start what must come to rest, seconds.
    static let timerRestCap = 10.0
    /// The largest part of its way a critically damped spring of 0.5 s response (`resizeSettle`) covers
    /// in one frame at 60 fps (ω / e / 60 = 0.077).
    static let settleStep = 0.08
    /// `slot`: a view drawn more than this far from its slot (points) ...
    static let slotDrift = 8.0
    /// ... that went further from it than this in one frame (points, plus what the input moved).
    static let slotStep = 2.0

    /// How a play is set up.
    public struct Settings: Sendable {
        /// The window's size at the start, points.
        public var size: Size
        /// Virtual frames per second.
        public var fps: Double
        /// Events per seed.
        public var steps: Int
        /// Sizes a resize picks from half the time: the start size and landscape and portrait windows.
        /// The other half picks any size in `randomSizes` (tiny, portrait, huge).
        public var resizeSizes: [Size]
        /// The smallest and largest window a random resize picks, points.
        public var randomSizes = (min: Size(width: 200, height: 200), max: Size(width: 2560, height: 1600))
        /// The play starts with slow animations on (the `s` key).
        public var slow = false
        /// The play starts with reduced motion on (the `r` key).
        public var reduceMotion = false
        /// Points where the `hit` check compares the engine's answer with the drawing, every 10th frame
        /// (besides every press).
        public var hitSamples = 6
        /// Threads that draw each checked frame: as many as the window draws with
        /// (`FrameLoop.windowRenderThreads`), always splitting large damage, so the `damage` check
        /// compares frames drawn by bands as the window draws them. The pixels do not depend on it.
        public var renderThreads = FrameLoop.windowRenderThreads
        /// Invariants not judged (a play that is expected to break one, such as data listing one
        /// matched id twice, still checks the rest). Empty: every invariant is judged.
        public var unchecked: Set<ExploreInvariant> = []

        /// Settings starting at `size` points, `fps` frames per virtual second and `steps` events per
        /// seed; resizes pick from `size` and five common landscape and portrait windows.
        public init(size: Size = Size(width: 1280, height: 800), fps: Double = 60, steps: Int = 40) {
            self.size = size
            self.fps = fps
            self.steps = steps
            resizeSizes = [size, Size(width: 1280, height: 800), Size(width: 768, height: 1024), Size(width: 1024, height: 768),
                           Size(width: 800, height: 1200), Size(width: 375, height: 667)]
        }
    }

    /// What one seed's play produced.
    public struct Run: Sendable {
        /// The events played, in order (the shrunk repro is made from these).
        public var events: [ScriptEvent]
        /// Frames rendered.
        public var frames: Int
        /// The first violation found (a play stops there).
        public var violation: ExploreViolation?
    }

    /// The scene explored.
    public let descriptor: SceneDescriptor
    /// The play's settings.
    public let settings: Settings
    private let makeContext: @MainActor (SceneOptions) throws -> SceneContext
    private let glyphs: GlyphCache
    /// The largest per-frame edge step of the scene's signature transitions, per window size and axis.
    private var measuredSteps: [Size: AxisSteps] = [:]

    /// An explorer for `descriptor`'s scene; `context` makes a fresh scene context per seed.
    public init(descriptor: SceneDescriptor, settings: Settings, glyphs: GlyphCache,
                context: @escaping @MainActor (SceneOptions) throws -> SceneContext) {
        self.descriptor = descriptor
        self.settings = settings
        self.glyphs = glyphs
        makeContext = context
    }

    /// Plays `seed`'s random events and checks every frame.
    public func explore(seed: UInt64) throws -> Run { try play(nil, seed: seed) }

    /// Plays fixed events (a script) with `seed`'s scene options and checks every frame.
    public func replay(_ events: [ScriptEvent], seed: UInt64) throws -> Run { try play(events, seed: seed) }

    /// The shortest script found that still breaks the same invariant: events after the violation are
    /// dropped, then events one by one while the violation persists (at most `budget` replays).
    /// Returns the events and the violation their replay shows (same invariant, perhaps elsewhere).
    public func shrink(_ run: Run, seed: UInt64, budget: Int = 80) throws -> (events: [ScriptEvent], violation: ExploreViolation?) {
        guard let violation = run.violation else { return (run.events, nil) }
        var current = run.events
        var shown = violation
        let early = run.events.filter { $0.time <= violation.time + 1e-9 }
        if let v = try replay(early, seed: seed).violation, v.invariant == violation.invariant { current = early; shown = v }
        var left = budget
        var changed = true
        while changed && left > 0 {
            changed = false
            var i = current.count - 1
            while i >= 0 && left > 0 {
                var candidate = current
                candidate.remove(at: i)
                left -= 1
                if let v = try replay(candidate, seed: seed).violation, v.invariant == violation.invariant {
                    current = candidate
                    shown = v
                    changed = true
                }
                i -= 1
            }
        }
        return (current, shown)
    }

    /// A script file that replays `events`, headed by comments saying what it shows and how to play it.
    public func reproScript(_ events: [ScriptEvent], seed: UInt64, violation: ExploreViolation, file: String) -> String {
        let size = "\(Int(settings.size.width))x\(Int(settings.size.height))"
        let modes = (settings.slow ? " --slow" : "") + (settings.reduceMotion ? " --reduce-motion" : "")
        // A planted fault is part of what the play ran on: the check line plants it again.
        let faults = PlantedFaults.activeNames.map { " --inject-fault \($0)" }.joined()
        var lines = [
            "# hero explore: scene \(descriptor.name), seed \(seed), size \(size), \(TraceWriter.number(settings.fps)) fps\(modes)",
            "# \(violation.invariant.rawValue) violated at \(TraceWriter.fixed3(violation.time)) s by \(violation.element): \(violation.detail)",
            "# check: hero explore --scene \(descriptor.name) --size \(size)\(modes) --seed \(seed)\(faults) --script \(file)",
            "# frames: hero snapshot --scene \(descriptor.name) --size \(size)\(modes) --fps \(TraceWriter.number(settings.fps)) --seed \(seed) --script \(file) --at \(TraceWriter.fixed3(max(0, violation.time - 0.1))):\(TraceWriter.fixed3(violation.time)):\(TraceWriter.fixed3(1 / settings.fps)) --out DIR --trace DIR/trace.jsonl",
        ]
        lines += events.map(\.scriptLine)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Playing

    private func play(_ fixed: [ScriptEvent]?, seed: UInt64) throws -> Run {
        let clock = ManualClock()
        let context = try makeContext(SceneOptions(slowAnimations: settings.slow, seed: seed, reduceMotion: settings.reduceMotion))
        let scene = try descriptor.make(context)
        let loop = FrameLoop(scene: scene, size: settings.size, scale: 1, clock: clock, glyphs: glyphs)
        loop.renderThreads = settings.renderThreads
        let graph = (scene as? ViewScene)?.graph
        graph?.layoutCheck = .record
        let runner = SnapshotRunner(loop: loop, clock: clock, fps: settings.fps, events: fixed ?? [])
        runner.appKey = { AppKeys.handle($0, context: context, loop: loop) }
        var maker = fixed == nil ? ExploreEventMaker(seed: seed, vocabulary: descriptor.explore, steps: settings.steps,
                                                      sizes: settings.resizeSizes, randomSizes: settings.randomSizes) : nil
        var samples = SeededRandom(scrambling: seed ^ 0x9E37_79B9_7F4A_7C15)
        var events = fixed ?? []
        var found: ExploreViolation?
        func report(_ invariant: ExploreInvariant, _ time: Double, _ element: String, _ detail: String) {
            if found == nil, !settings.unchecked.contains(invariant) {
                found = ExploreViolation(scene: descriptor.name, seed: seed, invariant: invariant, time: time, element: element, detail: detail)
            }
        }

        // What the input did since the last frame: how far the pointer or a wheel moved content, and
        // whether the window changed size.
        var inputStep = 0.0
        var resized = false
        /// What was in motion at the time of the frame an event is delivered for, as the frame's first
        /// resize arrived (before it was laid out, so not what the resize itself set moving).
        var movingBeforeResize: Set<UInt>?
        var pointer: Point?
        var scrollUntil = -1.0
        var scrollStep = 0.0
        // A released drag hands its speed to what it moved (a spring back, a fling): for a while after
        // the release, content may go on moving as fast as the pointer last did.
        let fps = settings.fps
        var releasedUntil = -1.0
        var releaseStep = 0.0
        var lastMove = (time: 0.0, step: 0.0)
        runner.willSend = { timed in
            switch timed.event {
            case .pointerDown(let p, _):
                pointer = p
                lastMove = (timed.time, 0)
                if let message = graph?.hitAudit(at: p) { report(.hit, timed.time, "press", message) }
            case .pointerMove(let p, _):
                if let q = pointer {
                    let step = max(abs(p.x - q.x), abs(p.y - q.y))
                    inputStep += step
                    let dt = timed.time - lastMove.time
                    if dt > 1e-9 { lastMove = (timed.time, step * (1 / fps) / dt) }
                }
                pointer = p
            case .pointerUp(let p, _):
                if let q = pointer { inputStep += max(abs(p.x - q.x), abs(p.y - q.y)) }
                pointer = p
                releaseStep = lastMove.step
                releasedUntil = timed.time + 0.5
            case .scroll(_, let dx, let dy):
                scrollStep = max(abs(dx), abs(dy))
                scrollUntil = timed.time + 0.3
            case .resize:
                // Events are delivered up to the frame at or after their time (`deliverEvents(upTo:)`).
                let frame = Double(Int((timed.time * fps - 1e-9).rounded(.up))) / fps
                if !resized { movingBeforeResize = graph?.drawersInMotion(at: frame) }
                resized = true
            case .key, .text:
                break
            }
        }

        var previous: [TraceElement] = []
        /// Each identified view's distance from its slot in the frame before (`SlotProbe.deviation`).
        var previousSlots: [UInt: Double] = [:]
        var previousWindow = loop.size
        /// The largest baseline of a window left while something moved (nil: none since the last rest).
        var carriedScale: Double?
        var lastSteps: [String: Double] = [:]
        var cutsBefore = 0
        var editsBefore = 0
        var lastEventEnd = events.map(\.endTime).max() ?? 0
        var settledAt: Double?
        var k = 0
        while found == nil {
            let t = Double(k) / settings.fps
            if var m = maker, let e = m.event(dueBy: t, elements: previous, window: loop.size) {
                events.append(e)
                runner.schedule(e)
                lastEventEnd = max(lastEventEnd, e.endTime)
                maker = m
            } else if let m = maker, m.isDone {
                maker = nil
            }
            try runner.deliverEvents(upTo: t)
            // A slider's drag changed state in a continuous transaction: what it sizes lays out again at
            // once (a modal-width slider's gain is 8 pt per pointer point, and text reflowed to a
            // narrower width grows taller still), like a resize frame.
            let edited = (graph?.continuousEdits ?? 0) != editsBefore
            editsBefore = graph?.continuousEdits ?? 0
            let relayout = resized || edited
            // What is in flight across a resize (or slider) frame: what would still be moving at this
            // frame's time had nothing changed (taken as the resize arrives, before it is laid out). A
            // motion the resize itself starts (the meals configuration following the turn, a scroll's
            // content easing to its new height) broke no flight, and one that would have ended by this
            // frame anyway has nothing left in flight: a re-layout may move either at once. A motion the
            // resize cut short (a flight landed at its new target at once) is judged like any other.
            let moving = relayout ? (movingBeforeResize ?? graph?.drawersInMotion(at: t)) : nil
            clock.advance(to: t)
            loop.tick()
            let elements = loop.traceElements()
            let window = loop.size
            // A motion started before a resize still moves at the old window's scale (a flight retargeted
            // to the new window covers the rest of its way in the time it has left): from the resize
            // frame until the scene next rests, a step is measured against the larger of the baselines.
            // A view eased to a new window's layout (`resizeSettle`, a critically damped 0.5 s spring)
            // moves up to 8 % of the way in one frame, so a large resize carries that scale too.
            if window != previousWindow {
                let change = max(abs(window.width - previousWindow.width), abs(window.height - previousWindow.height))
                carriedScale = max(carriedScale ?? 0, baseline(at: previousWindow), Self.settleStep * change)
            }
            let scale = max(baseline(at: window), carriedScale ?? 0)
            previousWindow = window
            let extra = inputStep + (t <= scrollUntil ? scrollStep : 0) + (t <= releasedUntil ? releaseStep : 0) + 0.5
            let limit = 1.5 * scale + extra
            let travel = axisTravel(at: window)
            let axisLimits = AxisSteps(x: 1.5 * travel.x + extra, y: 1.5 * travel.y + extra)
            let bounds = Rect(x: 0, y: 0, width: window.width, height: window.height)
            // Under reduced motion a move cuts to a tenth of the way from its new place: a jump by design
            // (made by this frame's update or by an event delivered before it).
            let reducedCut = (graph?.reducedCuts ?? 0) != cutsBefore
            cutsBefore = graph?.reducedCuts ?? 0
            if k > 0, !reducedCut, let (a, b, step, limit) = FrameChecks.jump(
                from: previous, to: elements, window: bounds, limit: limit, axisLimits: axisLimits, steps: lastSteps,
                exempt: { e in relayout && !(moving?.contains(e.drawnBy) ?? false) }) {
                report(.continuity, t, b.id, "an edge moved \(TraceWriter.number(step)) pt in one frame (limit \(TraceWriter.number(limit)))"
                       + (resized ? " on a resize frame, while in flight" : edited ? " on a slider frame, while in flight" : "")
                       + ": \(FrameChecks.text(a.frame)) → \(FrameChecks.text(b.frame))")
            }
            if let (id, detail) = FrameChecks.matchedDisagreement(elements) { report(.matched, t, id, detail) }
            // `order` and `slot` judge motion: a frame after which nothing animates has none to judge.
            let animating = loop.isAnimating
            if let graph, animating || !previousSlots.isEmpty {
                let probes = animating ? graph.slotProbes() : []
                // Not judged from a resize until the scene rests: a flight retargeted to the new window
                // goes on from where it is drawn while the layout around it took its new place at once.
                if k > 0, !relayout, carriedScale == nil {
                    for p in probes where !p.free && p.deviation > Self.slotDrift {
                        guard let before = previousSlots[p.view], p.deviation - before > Self.slotStep + inputStep else { continue }
                        report(.slot, t, p.id, "drawn \(TraceWriter.number(p.deviation)) pt from its place in \(p.parent) (\(TraceWriter.number(before)) pt the frame before), though nothing moves it there")
                        break
                    }
                }
                previousSlots = Dictionary(probes.map { ($0.view, $0.deviation) }, uniquingKeysWith: { a, _ in a })
            }
            if k > 0, animating, let graph, let (a, b, above) = FrameChecks.orderFlip(from: previous, to: elements, moving: graph.drawersInMotion()) {
                report(.order, t, a.id, "in flight, it went from \(above ? "beneath" : "above") \(b.id) to \(above ? "above" : "beneath") it in one frame: \(FrameChecks.text(a.frame)) over \(FrameChecks.text(b.frame))")
            }
            if let v = graph?.layoutViolations.first { report(.layout, t, v.node, v.description) }
            for layer in descriptor.explore.fullWindowLayers {
                for e in elements where e.id == layer && e.opacity > 0 {
                    if e.frame.minX > 0.5 || e.frame.minY > 0.5 || e.frame.maxX < bounds.maxX - 0.5 || e.frame.maxY < bounds.maxY - 0.5 {
                        report(.cover, t, layer, "drawn at \(FrameChecks.text(e.frame)) in a \(Int(window.width))x\(Int(window.height)) window")
                    }
                }
            }
            if k % 10 == 0 {
                checkDamage(loop, t, report)
                // Presses nobody made: the engine's hit regions against the drawing, anywhere in the window.
                let points = (0..<settings.hitSamples).map { _ in
                    Point(x: ExploreEventMaker.tenth(samples.unit() * window.width), y: ExploreEventMaker.tenth(samples.unit() * window.height))
                }
                if let message = graph?.hitAudit(at: points) { report(.hit, t, "sample", message) }
            }
            if !loop.isAnimating { carriedScale = nil }
            lastSteps = FrameChecks.steps(from: previous, to: elements)
            previous = elements
            inputStep = 0
            resized = false
            movingBeforeResize = nil
            k += 1

            // After the last event: rest within 5 s, then an unchanged frame draws nothing.
            guard maker == nil, t >= lastEventEnd else { continue }
            if descriptor.explore.animatesForever {
                if t >= lastEventEnd + 1 { break }
                continue
            }
            if !loop.isAnimating {
                if settledAt == nil { settledAt = t; continue }
                loop.render()
                clock.advance(to: Double(k) / settings.fps)
                loop.tick()
                let damage = loop.render()
                if !damage.isEmpty {
                    report(.rest, Double(k) / settings.fps, "frame", "a frame with nothing changed redrew \(damage.x1 - damage.x0)x\(damage.y1 - damage.y0) pixels at (\(damage.x0), \(damage.y0))")
                }
                k += 1
                break
            }
            // A scene's own timer (the dots game closing 2 s after a win) is an event too: what it starts
            // has 5 s from then, up to `timerRestCap` after the last input (timers that keep rearming
            // are not rest).
            let timer = min(max(lastEventEnd, graph?.lastTimerTime ?? 0), lastEventEnd + Self.timerRestCap)
            if t > timer + 5 {
                let names = graph?.elementsInMotion().sorted().prefix(4).joined(separator: ", ") ?? ""
                let after = timer > lastEventEnd ? "the scene's last timer" : "the last event"
                report(.rest, t, names.isEmpty ? "scene" : names, "still animating 5 s after \(after)")
                break
            }
        }
        return Run(events: events, frames: k, violation: found)
    }

    /// Draws the frame with damage tracking, then whole (the renderer forgets the previous frame and
    /// redraws every pixel, with the same caches), and reports where the two differ.
    private func checkDamage(_ loop: FrameLoop, _ t: Double, _ report: (ExploreInvariant, Double, String, String) -> Void) {
        loop.render()
        let tracked = loop.frame
        loop.renderer.invalidate()
        loop.render()
        let whole = loop.frame
        guard tracked.pixels != whole.pixels else { return }
        var count = 0, x0 = Int.max, y0 = Int.max, x1 = 0, y1 = 0, largest: UInt32 = 0
        for y in 0..<tracked.height {
            for x in 0..<tracked.width where tracked[x, y] != whole[x, y] {
                count += 1
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
                let a = tracked[x, y], b = whole[x, y]
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    let u = (a >> shift) & 0xFF, v = (b >> shift) & 0xFF
                    largest = max(largest, u > v ? u - v : v - u)
                }
            }
        }
        report(.damage, t, "frame", "\(count) pixels differ from the frame drawn whole (by up to \(largest) levels), within (\(x0), \(y0))–(\(x1), \(y1))")
    }

    /// 1.5× this (plus input) is how far an edge may move in one frame: the largest per-frame edge step
    /// of the scene's own signature transitions (its demo and its vocabulary's), played at `size` and the
    /// same rate.
    private func baseline(at size: Size) -> Double {
        let measured = steps(at: size).larger
        // A window too small for the signature transition to play (its tap lands on nothing) measures
        // no motion: such a window's scale is never below half the start size's.
        return size == settings.size ? measured : max(measured, 0.5 * baseline(at: settings.size))
    }

    /// What the start size's signature steps become along each axis of a window of `size`: a view that
    /// crosses the window (a header's icon going to its centre, a card spreading to the grid) covers
    /// the window's width or height in the same time at any size, so its step grows with that side.
    /// A very wide, flat window (2318x209) lets a view cross faster than its height allows, where one
    /// ratio for both axes would let a snap in the other axis through. Raises the limit, never lowers it.
    private func axisTravel(at size: Size) -> AxisSteps {
        let start = steps(at: settings.size)
        return AxisSteps(x: start.x * size.width / settings.size.width, y: start.y * size.height / settings.size.height)
    }

    /// The signature transitions' largest per-frame steps played at `size`, per axis (measured once).
    private func steps(at size: Size) -> AxisSteps {
        if let s = measuredSteps[size] { return s }
        var measured = AxisSteps(x: 0, y: 0)
        for script in [descriptor.demoScript] + descriptor.explore.signatures {
            guard let events = try? EventScriptParser.parse(inline: script),
                  let scene = try? descriptor.make(makeContext(SceneOptions())) else { continue }
            let clock = ManualClock()
            let loop = FrameLoop(scene: scene, size: size, scale: 1, clock: clock, glyphs: glyphs)
            (scene as? ViewScene)?.graph.layoutCheck = .off
            let runner = SnapshotRunner(loop: loop, clock: clock, fps: settings.fps, events: events)
            let end = (events.map(\.endTime).max() ?? 0) + 2
            var frames: [[TraceElement]] = []
            try? runner.run(captures: [end]) { _, _ in frames.append(loop.traceElements()) }
            let s = FrameChecks.largestSteps(frames)
            measured = AxisSteps(x: max(measured.x, s.x), y: max(measured.y, s.y))
        }
        measuredSteps[size] = measured
        return measured
    }
}
