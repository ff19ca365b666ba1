import Geometry
import Runtime
import ViewTree

/// Where a scripted pointer goes: a point in window points, or the centre of the topmost visible
/// element with an identifier at the moment the event happens.
public enum ScriptTarget: Hashable, Sendable {
    /// A fixed point in window points.
    case point(Point)
    /// The centre of the element with this identifier (`#ID` in scripts).
    case element(String)
}

/// One line of an event script (Docs/CLI.md, the event-script language). Times and durations in seconds.
public struct ScriptEvent: Hashable, Sendable {
    /// Keys named by a word; any other key is one printable ASCII character (`s`, `1`, `?`).
    public static let namedKeys = ["escape", "space", "return", "left", "right", "up", "down", "period", "comma",
                                   "backspace", "delete", "home", "end", "tab", "shift+tab",
                                   "shift+left", "shift+right", "shift+home", "shift+end", "ctrl+a", "ctrl+c", "ctrl+x", "ctrl+v"]

    /// Whether `name` (lower case) is a key the window can press: a named key or one printable
    /// character other than a space.
    public static func isKeyName(_ name: String) -> Bool {
        if namedKeys.contains(name) { return true }
        guard name.unicodeScalars.count == 1, let v = name.unicodeScalars.first?.value else { return false }
        return (0x21..<0x7F).contains(v)
    }

    /// What an event does.
    public enum Action: Hashable, Sendable {
        /// Down and up 0.05 s later at the target.
        case tap(ScriptTarget)
        /// Two taps 0.1 s apart.
        case doubleTap(ScriptTarget)
        /// Down, and up `duration` seconds later.
        case longPress(ScriptTarget, duration: Double)
        /// Down at `from`, a move every frame along the straight line, up at the end after `duration` s.
        case drag(from: ScriptTarget, to: DragEnd, duration: Double, kind: PointerKind)
        /// A wheel or touchpad scroll of (`dx`, `dy`) points at the target.
        case scroll(ScriptTarget, dx: Double, dy: Double)
        /// The window's content resized to `width` × `height` points.
        case resize(width: Double, height: Double)
        /// A key press by name ("escape", "space", letters ...).
        case key(String)
        /// Text typed into the text field with the keyboard (`type WORDS`: the words joined by one space).
        case type(String)
        /// One raw pointer event at a point (`down X Y`, `move X Y`, `up X Y`; `touchdown` ... for a
        /// finger): what `hero run --record` writes, nothing synthesised around it.
        case pointer(PointerPhase, Point, PointerKind)
        /// The scene is advanced to the event's time: a frame the recording window drew. A script with
        /// frames is played at them only (`SnapshotRunner.scriptedFrames`).
        case frame
    }

    /// Which raw pointer event a `down`, `move` or `up` line is.
    public enum PointerPhase: String, Hashable, Sendable {
        case down, move, up
    }

    /// The end of a drag: another target, or an offset from the start.
    public enum DragEnd: Hashable, Sendable {
        /// Ends at a target.
        case target(ScriptTarget)
        /// Ends (`dx`, `dy`) points from the start.
        case by(dx: Double, dy: Double)
    }

    /// When the event starts, seconds of virtual time.
    public var time: Double
    /// What happens.
    public var action: Action
    /// Where the event was written (1-based), for error messages.
    public var line: Int
    /// Column of the event in its line (1-based).
    public var column: Int

    /// An event made by code (the explorer) rather than parsed: `line` and `column` say where it would
    /// be written.
    public init(time: Double, action: Action, line: Int, column: Int) {
        self.time = time
        self.action = action
        self.line = line
        self.column = column
    }
}

/// A script error with its position: prints as `script:LINE:COLUMN: what is wrong`.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Script line, 1-based.
    public var line: Int
    /// Column, 1-based.
    public var column: Int
    /// What is wrong, without the position.
    public var message: String

    /// An error at `line`:`column` (1-based).
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `script:LINE:COLUMN: message`.
    public var description: String { "script:\(line):\(column): \(message)" }
}

/// Parses event scripts: one event per line (`--script FILE`) or per `;`-separated part (`--do`).
public enum EventScriptParser {
    /// Parses a script file's text; line numbers are the file's. At most `InputLimits.scriptBytes`
    /// bytes, lines of at most `InputLimits.lineCharacters` characters.
    public static func parse(file text: String) throws(ScriptError) -> [ScriptEvent] {
        try checkSize(text)
        // "\r\n" is one Character in Swift: a CRLF file splits on it as on "\n".
        return try parse(lines: text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init))
    }

    /// Parses `--do` text: parts separated by `;` count as lines 1, 2, ... (same size limits).
    public static func parse(inline text: String) throws(ScriptError) -> [ScriptEvent] {
        try checkSize(text)
        return try parse(lines: text.split(separator: ";", omittingEmptySubsequences: false).map(String.init))
    }

    static func checkSize(_ text: String) throws(ScriptError) {
        guard text.utf8.count <= InputLimits.scriptBytes else {
            throw ScriptError(line: 1, column: 1, message: "the script is \(text.utf8.count) bytes; scripts go up to \(InputLimits.scriptBytes) bytes")
        }
    }

    static func parse(lines: [String]) throws(ScriptError) -> [ScriptEvent] {
        var events: [ScriptEvent] = []
        for (i, line) in lines.enumerated() {
            guard line.count <= InputLimits.lineCharacters else {
                throw ScriptError(line: i + 1, column: InputLimits.lineCharacters + 1,
                                  message: "the line is \(line.count) characters; lines go up to \(InputLimits.lineCharacters)")
            }
            let tokens = tokenize(line)
            if tokens.isEmpty { continue }
            var p = TokenStream(tokens: tokens, line: i + 1, endColumn: line.count + 1)
            events.append(try p.event())
        }
        // Stable: events at the same time keep their written order.
        return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    struct Token {
        var text: String
        var column: Int
    }

    /// Splits a line at blanks (any white space or line break: a token never holds one, so every
    /// event prints back as one line), dropping a comment: a '#' that is the line's first non-blank
    /// character or is followed by a blank (or the line's end) starts one; '#ID' is a target.
    static func tokenize(_ line: String) -> [Token] {
        let chars = Array(line)
        func blank(_ c: Character) -> Bool { c.isWhitespace }
        var tokens: [Token] = []
        var current = ""
        var start = 0
        for (i, ch) in chars.enumerated() {
            if ch == "#" && current.isEmpty {
                let atStart = tokens.isEmpty
                let nextBlank = i + 1 >= chars.count || blank(chars[i + 1])
                if atStart || nextBlank { break }
            }
            if blank(ch) {
                if !current.isEmpty { tokens.append(Token(text: current, column: start + 1)); current = "" }
            } else {
                if current.isEmpty { start = i }
                current.append(ch)
            }
        }
        if !current.isEmpty { tokens.append(Token(text: current, column: start + 1)) }
        return tokens
    }
}

/// Reads one event from a line's tokens.
struct TokenStream {
    var tokens: [EventScriptParser.Token]
    var index = 0
    let line: Int
    let endColumn: Int

    init(tokens: [EventScriptParser.Token], line: Int, endColumn: Int) {
        self.tokens = tokens
        self.line = line
        self.endColumn = endColumn
    }

    var column: Int { index < tokens.count ? tokens[index].column : endColumn }

    func fail(_ message: String) -> ScriptError { ScriptError(line: line, column: column, message: message) }

    mutating func next(_ what: String) throws(ScriptError) -> String {
        guard index < tokens.count else { throw fail("expected \(what), found the end of the line") }
        defer { index += 1 }
        return tokens[index].text
    }

    mutating func expect(_ word: String) throws(ScriptError) {
        let c = column
        let t = try next("'\(word)'")
        guard t == word else { throw ScriptError(line: line, column: c, message: "expected '\(word)', found \(InputLimits.quoted(t))") }
    }

    /// A finite number within `range` (each kind of number has its documented limit, `InputLimits`).
    mutating func number(_ what: String, in range: ClosedRange<Double>) throws(ScriptError) -> Double {
        let c = column
        let t = try next(what)
        guard let v = Double(t), v.isFinite else {
            throw ScriptError(line: line, column: c, message: "expected \(what) (a number), found \(InputLimits.quoted(t))")
        }
        guard range.contains(v) else {
            let low = TraceWriter.number(range.lowerBound), high = TraceWriter.number(range.upperBound)
            let rule = range.lowerBound == -range.upperBound ? "be from \(low) to \(high)" : v < range.lowerBound ? "be at least \(low)" : "be at most \(high)"
            throw ScriptError(line: line, column: c, message: "\(what) must \(rule), found \(InputLimits.quoted(t))")
        }
        return v
    }

    static let coordinates = -InputLimits.coordinate...InputLimits.coordinate
    static let durations = 0...InputLimits.duration

    mutating func target() throws(ScriptError) -> ScriptTarget {
        let c = column
        guard index < tokens.count else { throw fail("expected a target ('#ID' or 'X Y'), found the end of the line") }
        let t = tokens[index].text
        if t.hasPrefix("#") {
            index += 1
            let id = String(t.dropFirst())
            guard !id.isEmpty else { throw ScriptError(line: line, column: c, message: "expected an identifier after '#'") }
            guard id.count <= InputLimits.quotedCharacters, id.unicodeScalars.count <= 4 * InputLimits.quotedCharacters else {
                throw ScriptError(line: line, column: c, message: "identifier \(InputLimits.quoted(t)) is longer than \(InputLimits.quotedCharacters) characters (or \(4 * InputLimits.quotedCharacters) code points)")
            }
            return .element(id)
        }
        guard Double(t) != nil else { throw ScriptError(line: line, column: c, message: "expected a target ('#ID' or 'X Y'), found \(InputLimits.quoted(t))") }
        let x = try number("an x coordinate", in: Self.coordinates)
        let y = try number("a y coordinate", in: Self.coordinates)
        return .point(Point(x: x, y: y))
    }

    mutating func event() throws(ScriptError) -> ScriptEvent {
        let startColumn = column
        try expect("at")
        let time = try number("a time in seconds", in: 0...InputLimits.time)
        let verbColumn = column
        let verb = try next("an event verb")
        let action: ScriptEvent.Action
        switch verb {
        case "tap": action = .tap(try target())
        case "doubletap": action = .doubleTap(try target())
        case "longpress":
            let t = try target()
            try expect("over")
            action = .longPress(t, duration: try number("a duration in seconds", in: Self.durations))
        case "drag", "touchdrag":
            let from = try target()
            let end: ScriptEvent.DragEnd
            let c = column
            let word = try next("'->' or 'by'")
            switch word {
            case "->": end = .target(try target())
            case "by": end = .by(dx: try number("dx", in: Self.coordinates), dy: try number("dy", in: Self.coordinates))
            default: throw ScriptError(line: line, column: c, message: "expected '->' or 'by', found \(InputLimits.quoted(word))")
            }
            try expect("over")
            let d = try number("a duration in seconds", in: Self.durations)
            action = .drag(from: from, to: end, duration: d, kind: verb == "drag" ? .mouse : .touch)
        case "scroll":
            let t = try target()
            try expect("by")
            action = .scroll(t, dx: try number("dx", in: Self.coordinates), dy: try number("dy", in: Self.coordinates))
        case "resize":
            let sides = 1...Double(InputLimits.side)
            let w = try number("a width in points", in: sides)
            let h = try number("a height in points", in: sides)
            action = .resize(width: w, height: h)
        case "down", "move", "up", "touchdown", "touchmove", "touchup":
            let touch = verb.hasPrefix("touch")
            let phase = ScriptEvent.PointerPhase(rawValue: touch ? String(verb.dropFirst(5)) : verb)!
            let c = column
            guard index < tokens.count, Double(tokens[index].text) != nil else {
                let found = index < tokens.count ? InputLimits.quoted(tokens[index].text) : "the end of the line"
                throw ScriptError(line: line, column: c, message: "expected a point 'X Y' after '\(verb)' (raw pointer events take no '#ID'), found \(found)")
            }
            let x = try number("an x coordinate", in: Self.coordinates)
            let y = try number("a y coordinate", in: Self.coordinates)
            action = .pointer(phase, Point(x: x, y: y), touch ? .touch : .mouse)
        case "frame":
            action = .frame
        case "key":
            let c = column
            let name = try next("a key name")
            guard name.count <= InputLimits.quotedCharacters else {
                throw ScriptError(line: line, column: c, message: "key name \(InputLimits.quoted(name)) is longer than \(InputLimits.quotedCharacters) characters")
            }
            let key = name.lowercased()
            guard ScriptEvent.isKeyName(key) else {
                throw ScriptError(line: line, column: c, message: "unknown key \(InputLimits.quoted(name)) (expected \(ScriptEvent.namedKeys.joined(separator: ", ")) or one printable character)")
            }
            action = .key(key)
        case "type":
            // The rest of the line, its words joined by one space (a comment ends it).
            let c = column
            var words: [String] = []
            while index < tokens.count { words.append(tokens[index].text); index += 1 }
            let text = words.joined(separator: " ")
            guard !text.isEmpty else { throw ScriptError(line: line, column: c, message: "expected the text to type after 'type', found the end of the line") }
            guard text.count <= InputLimits.quotedCharacters else {
                throw ScriptError(line: line, column: c, message: "text \(InputLimits.quoted(text)) is longer than \(InputLimits.quotedCharacters) characters")
            }
            action = .type(text)
        default:
            throw ScriptError(line: line, column: verbColumn,
                              message: "unknown event \(InputLimits.quoted(verb)) (expected tap, doubletap, longpress, drag, touchdrag, scroll, resize, key, type, down, move, up or frame)")
        }
        if index < tokens.count { throw fail("unexpected \(InputLimits.quoted(tokens[index].text)) after the event") }
        return ScriptEvent(time: time, action: action, line: line, column: startColumn)
    }
}

extension ScriptEvent {
    /// The event as one line of a script file: parsing the line gives this event back (times, points
    /// and distances are written to the millisecond / thousandth of a point, so keep them on that grid).
    public var scriptLine: String {
        func n(_ v: Double) -> String { TraceWriter.number(v) }
        func target(_ t: ScriptTarget) -> String {
            switch t {
            case .point(let p): return "\(n(p.x)) \(n(p.y))"
            case .element(let id): return "#\(id)"
            }
        }
        let verb: String
        switch action {
        case .tap(let t): verb = "tap \(target(t))"
        case .doubleTap(let t): verb = "doubletap \(target(t))"
        case .longPress(let t, let d): verb = "longpress \(target(t)) over \(n(d))"
        case .drag(let from, let to, let d, let kind):
            let end: String
            switch to {
            case .target(let t): end = "-> \(target(t))"
            case .by(let dx, let dy): end = "by \(n(dx)) \(n(dy))"
            }
            verb = "\(kind == .touch ? "touchdrag" : "drag") \(target(from)) \(end) over \(n(d))"
        case .scroll(let t, let dx, let dy): verb = "scroll \(target(t)) by \(n(dx)) \(n(dy))"
        case .resize(let w, let h): verb = "resize \(n(w)) \(n(h))"
        case .key(let name): verb = "key \(name)"
        case .type(let text): verb = "type \(text)"
        case .pointer(let phase, let p, let kind): verb = "\(kind == .touch ? "touch" : "")\(phase.rawValue) \(n(p.x)) \(n(p.y))"
        case .frame: verb = "frame"
        }
        return "at \(TraceWriter.fixed3(time)) \(verb)"
    }

    /// When the event's last input happens, seconds.
    public var endTime: Double {
        switch action {
        case .tap: return time + ScriptPlayer.tapDuration
        case .doubleTap: return time + ScriptPlayer.doubleTapGap + ScriptPlayer.tapDuration
        case .longPress(_, let d), .drag(_, _, let d, _): return time + d
        case .scroll, .resize, .key, .type, .pointer, .frame: return time
        }
    }
}
