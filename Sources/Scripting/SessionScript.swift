import Geometry
import Runtime
import ViewTree

/// A frame loop's recorded session (`SessionRecording`) as a `hero snapshot --script` file, so a
/// window's frames can be rendered headless exactly: `hero run --record FILE` writes it when the window
/// closes.
///
/// The file is in scene time (seconds since the scene shown was made, the times `hero snapshot` plays
/// it at), every number written so that it parses back to the same `Double`:
/// - comments first: the scene, the `hero snapshot` command that replays it (size, scale, seed and
///   options as the scene started), the scene time shown when it was written (`# paused at T` or
///   `# running at T`) and, while paused, every frame shown in that pause (`# shown period T`);
/// - then, in order, every frame the window drew while something moved (`at T frame`) and every input
///   the scene received: raw pointer events (`down X Y`, `move X Y`, `up X Y`; `touchdown` ... for a
///   finger), `scroll X Y by DX DY`, `key NAME`, `resize W H`, and the app's option keys (`key s`,
///   `key r`). Input the app kept for itself (the switcher, the timeline bar, `space`, `.`, `,`, `d`,
///   `f`) never reached the scene and is not listed: pausing and stepping change what is shown, not what
///   happened, so the replay of the file to a paused time is the paused frame.
///
/// After a step back the recording still holds what followed the frame shown (until the clock
/// resumes, which drops it): it is written too, so every frame shown during the pause can be replayed.
extension FrameLoop {
    /// The session of the scene shown (named `scene`) as a script file's text.
    public func sessionScript(scene name: String) -> String {
        var lines = ["# hero session: the \(name) scene as the window ran it, in scene time (seconds since the scene was made)."]
        let shownTime = now
        guard let r = recording else {
            lines.append("# (no recording: this window does not record its scenes)")
            return lines.joined(separator: "\n") + "\n"
        }
        var command = "hero snapshot --scene \(name) --size \(Self.number(r.size.width))x\(Self.number(r.size.height))"
        if scale != 1 { command += " --scale \(Self.number(scale))" }
        command += " --seed \(r.options.seed)"
        if r.options.slowAnimations { command += " --slow" }
        if r.options.reduceMotion { command += " --reduce-motion" }
        if let dark = r.options.dark { command += dark ? " --dark" : " --light" }
        lines.append("# replay: \(command) --script FILE --at \(Self.number(shownTime))")
        lines.append(isPaused ? "# paused at \(Self.number(shownTime))" : "# running at \(Self.number(shownTime))")
        for s in timeState.shown { lines.append("# shown \(s.how) \(Self.number(s.time))") }
        guard r.isComplete else {
            lines.append("# (the recording went over its limit of \(SessionRecording.limit) entries: it no longer rebuilds the scene)")
            return lines.joined(separator: "\n") + "\n"
        }
        if r.applied < r.entries.count {
            lines.append("# (a step back showed an earlier frame; the recording after it is kept until the clock resumes)")
        }
        for (i, entry) in r.entries.enumerated() {
            let at = "at \(Self.number(entry.time)) "
            switch entry {
            case .tick(let t):
                // An option key advances the scene itself before it applies (`AppKeys.handle`).
                if i + 1 < r.entries.count, case .option(let u, _) = r.entries[i + 1], u == t { continue }
                lines.append(at + "frame")
            case .option(_, let key):
                lines.append(at + "key \(key)")
            case .input(_, let event):
                guard let text = Self.scriptText(event) else {
                    lines.append("# (\(at)an input a script cannot name was left out)")
                    continue
                }
                lines.append(at + text)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `event` as a script event's words (after `at T`); nil for a key name the script cannot hold.
    static func scriptText(_ event: InputEvent) -> String? {
        func point(_ p: Point) -> String { "\(number(p.x)) \(number(p.y))" }
        func prefix(_ kind: PointerKind) -> String { kind == .touch ? "touch" : "" }
        switch event {
        case .pointerDown(let p, let k): return "\(prefix(k))down \(point(p))"
        case .pointerMove(let p, let k): return "\(prefix(k))move \(point(p))"
        case .pointerUp(let p, let k): return "\(prefix(k))up \(point(p))"
        case .scroll(let p, let dx, let dy): return "scroll \(point(p)) by \(number(dx)) \(number(dy))"
        case .resize(let s): return "resize \(number(s.width)) \(number(s.height))"
        case .key(let name):
            let holdable = !name.isEmpty && !name.hasPrefix("#") && !name.contains { $0.isWhitespace }
                && name.count <= InputLimits.quotedCharacters
            return holdable ? "key \(name)" : nil
        case .text(let typed):
            // `type` holds words between single spaces: a space typed alone, or text with other blanks
            // or a '#', has no script line.
            let holdable = !typed.isEmpty && typed.count <= InputLimits.quotedCharacters && !typed.contains("#")
                && !typed.hasPrefix(" ") && !typed.hasSuffix(" ") && !typed.contains("  ")
                && !typed.contains { $0.isWhitespace && $0 != " " }
            return holdable ? "type \(typed)" : nil
        }
    }

    /// `v` as a script number that parses back to exactly `v`: whole numbers without a fraction, others
    /// in Swift's shortest round-tripping form.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }
}
