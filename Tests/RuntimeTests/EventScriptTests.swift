import Geometry
import Runtime
import Scripting
import Testing
import ViewTree

@Suite("Event scripts")
struct EventScriptTests {
    @Test("every verb of the contract parses")
    func allVerbs() throws {
        let text = """
        # a comment line
        at 0.1 tap #line.1
        at 0.2 doubletap 40 60   # trailing comment
        at 0.3 longpress #main over 0.6
        at 0.4 drag #detail by 0 260 over 0.3
        at 0.5 drag 10 20 -> #grid over 0.2
        at 0.6 touchdrag #detail by 0 120 over 0.3
        at 0.7 scroll #modal by 0 -120
        at 0.8 resize 800 1200
        at 0.9 key Escape
        """
        let events = try EventScriptParser.parse(file: text)
        #expect(events.count == 9)
        #expect(events[0].action == .tap(.element("line.1")))
        #expect(events[1].action == .doubleTap(.point(Point(x: 40, y: 60))))
        #expect(events[2].action == .longPress(.element("main"), duration: 0.6))
        #expect(events[3].action == .drag(from: .element("detail"), to: .by(dx: 0, dy: 260), duration: 0.3, kind: .mouse))
        #expect(events[4].action == .drag(from: .point(Point(x: 10, y: 20)), to: .target(.element("grid")), duration: 0.2, kind: .mouse))
        #expect(events[5].action == .drag(from: .element("detail"), to: .by(dx: 0, dy: 120), duration: 0.3, kind: .touch))
        #expect(events[6].action == .scroll(.element("modal"), dx: 0, dy: -120))
        #expect(events[7].action == .resize(width: 800, height: 1200))
        #expect(events[8].action == .key("escape"))
        #expect(events[1].line == 3)
    }

    @Test("raw pointer events and frames parse, print back, and refuse what they cannot take with a position")
    func rawPointerEvents() throws {
        let events = try EventScriptParser.parse(file: "at 0.1 down 10 20\nat 0.11 move 12.5 -3\nat 0.2 up 12.5 -3\nat 0.3 touchdown 1 2\nat 0.30000000000000004 frame")
        #expect(events.map(\.action) == [.pointer(.down, Point(x: 10, y: 20), .mouse), .pointer(.move, Point(x: 12.5, y: -3), .mouse),
                                          .pointer(.up, Point(x: 12.5, y: -3), .mouse), .pointer(.down, Point(x: 1, y: 2), .touch), .frame])
        // Full-precision times are kept (a recorded session's times are any Double).
        #expect(events[4].time == 0.30000000000000004)
        for e in events { #expect(try EventScriptParser.parse(file: e.scriptLine).map(\.action) == [e.action]) }
        var player = ScriptPlayer(events: events, fps: 60)
        var steps: [String] = []
        while let step = player.next(upTo: 1) {
            switch step {
            case .expand(let e): try player.expand(e) { _ throws(ScriptError) in .zero }
            case .input(let timed): steps.append("\(timed.time) \(timed.event)")
            case .frame(let t): steps.append("\(t) frame")
            }
        }
        #expect(steps.count == 5 && steps[0].hasPrefix("0.1 pointerDown") && steps[4] == "0.30000000000000004 frame")
        let bad: [(String, String)] = [
            ("at 0.1 down #main", "script:1:13: expected a point 'X Y' after 'down' (raw pointer events take no '#ID'), found '#main'"),
            ("at 0.1 move 5", "script:1:14: expected a y coordinate, found the end of the line"),
            ("at 0.1 up", "script:1:10: expected a point 'X Y' after 'up' (raw pointer events take no '#ID'), found the end of the line"),
            ("at 0.1 up 1 2 3", "script:1:15: unexpected '3' after the event"),
            ("at 0.1 down 1 200001", "script:1:15: a y coordinate must be from -100000 to 100000, found '200001'"),
            ("at 0.1 frame 3", "script:1:14: unexpected '3' after the event"),
        ]
        for (text, message) in bad {
            #expect(throws: ScriptError.self) { try EventScriptParser.parse(file: text) }
            do { _ = try EventScriptParser.parse(file: text) } catch { #expect(error.description == message) }
        }
    }

    @Test("--do separates events with semicolons and sorts them by time")
    func inline() throws {
        let events = try EventScriptParser.parse(inline: "at 1.0 drag #grid by 150 0 over 0.2; at 0.1 tap #main")
        #expect(events.map(\.time) == [0.1, 1.0])
        #expect(events[0].line == 2)
    }

    @Test("errors name the line and column", arguments: [
        ("at 0.1 tapp #x", "script:1:8: unknown event 'tapp'"),
        ("at x tap #a", "script:1:4: expected a time in seconds (a number), found 'x'"),
        ("at 0.1 tap", "script:1:11: expected a target"),
        ("at 0.1 drag #a by 1 2", "script:1:22: expected 'over', found the end of the line"),
        ("at 0.1 longpress #a for 1", "script:1:21: expected 'over', found 'for'"),
        ("\n  at 0.1 tap #a extra", "script:2:17: unexpected 'extra'"),
        ("tap #a", "script:1:1: expected 'at', found 'tap'"),
        ("at -1 tap #a", "script:1:4: a time in seconds must be at least 0"),
        ("at 0 resize 0 10", "script:1:13: a width in points must be at least 1"),
    ])
    func errors(input: String, expected: String) {
        do {
            _ = try EventScriptParser.parse(file: input)
            Issue.record("no error for \(input)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    @Test("a line break is never part of a token: --do text with one, and CRLF files (found by the event-script fuzzer)")
    func lineBreaksSeparateTokens() throws {
        // Before: '#line.z\nclose' was one identifier, and the event printed back as two lines.
        #expect(throws: ScriptError.self) { try EventScriptParser.parse(inline: "at 0.3 tap #line.z\nclose") }
        let crlf = try EventScriptParser.parse(file: "at 0.1 tap 1 2\r\nat 0.2 key\u{2028}escape\r\n")
        #expect(crlf.map(\.action) == [.tap(.point(Point(x: 1, y: 2))), .key("escape")])
        #expect(crlf.map(\.line) == [1, 2])
        for event in crlf { #expect(try EventScriptParser.parse(file: event.scriptLine).map { [$0.time: $0.action] } == [[event.time: event.action]]) }
    }

    @Test("the player expands a tap and a drag into timed pointer input")
    func player() throws {
        var player = ScriptPlayer(events: try EventScriptParser.parse(inline: "at 0.1 tap 5 5; at 1.0 drag 0 0 -> 100 0 over 0.05"), fps: 60)
        var delivered: [(Double, InputEvent)] = []
        while let step = player.next(upTo: 2) {
            switch step {
            case .expand(let e): try player.expand(e) { target throws(ScriptError) in if case .point(let p) = target { return p } else { return .zero } }
            case .input(let timed): delivered.append((timed.time, timed.event))
            case .frame: break
            }
        }
        #expect(delivered.count == 2 + 5)
        #expect(delivered[0].0 == 0.1 && delivered[0].1 == .pointerDown(Point(x: 5, y: 5), .mouse))
        #expect(abs(delivered[1].0 - 0.15) < 1e-9)
        // Drag: down at 1.0, a move at each frame inside (1.0, 1.05): 61/60 and 62/60 (63/60 = 1.05 is the end).
        let drag = delivered[2...].map(\.0)
        #expect(drag.count == 5)
        #expect(abs(drag[1] - 61.0 / 60) < 1e-9 && abs(drag[2] - 62.0 / 60) < 1e-9)
        #expect(delivered.last!.1 == .pointerUp(Point(x: 100, y: 0), .mouse))
    }
}

@Suite("Command-line values")
struct CommandLineValueTests {
    @Test("capture times take lists and inclusive ranges")
    func captureTimes() throws {
        #expect(try CaptureTimes.parse("0,0.25,0.5") == [0, 0.25, 0.5])
        let range = try CaptureTimes.parse("0:0.6:0.05")
        #expect(range.count == 13)
        #expect(abs(range.last! - 0.6) < 1e-9)
        #expect(try CaptureTimes.parse("0.5, 0, 0.5") == [0, 0.5])
    }

    @Test("malformed capture times are rejected", arguments: ["", "a", "0:1", "1:0:0.1", "0:1:0", "-1", "0,,1", "0:1e9:1e-9"])
    func badTimes(text: String) {
        #expect(throws: CaptureTimes.ParseError.self) { try CaptureTimes.parse(text) }
    }

    @Test("window sizes are whole numbers from 1 to 16384")
    func sizes() {
        #expect(WindowSize.parse("1280x800")! == (1280, 800))
        for bad in ["0x10", "10x", "x10", "16385x10", "12.5x10", "-5x10", "10x10x10", "+5x10"] { #expect(WindowSize.parse(bad) == nil) }
    }

    @Test("traces print times with three decimals and numbers without trailing zeros")
    func traceFormat() {
        let line = TraceWriter.line(time: 0.35, size: Size(width: 1280, height: 800), elements: [
            TraceElement(id: "meal.dessert", namespace: "hero", match: "position", frame: Rect(x: 1.5, y: 2, width: 280, height: 280.125), radius: 12, opacity: 1),
            TraceElement(id: "card", frame: Rect(x: 0, y: 0, width: 1, height: 1)),
        ])
        #expect(line == #"{"t":0.350,"size":[1280,800],"elements":[{"id":"meal.dessert","ns":"hero","match":"position","frame":[1.5,2,280,280.125],"radius":12,"opacity":1},{"id":"card","frame":[0,0,1,1],"radius":0,"opacity":1}]}"#)
    }
}
