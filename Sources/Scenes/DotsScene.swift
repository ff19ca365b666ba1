import Geometry
import Motion
import Runtime
import ViewTree

/// The dots game (SwiftUI_Animations' "Dotillism" extract): explicit animations of scale, size and
/// colour rather than matched geometry. A long press on the pink main screen shrinks it to half size
/// and shows a menu below; a tap starts the game, whose grid scales in; swipes colour dots in a
/// staggered ripple (each dot in its own easeInOut, 0.3 s growing 1.06× per step, 1.1× upward); a long
/// press on the grid shrinks it to 0.6 over a back / refresh menu; the win lights every obstacle in its
/// own orange after its own random delay of 0.5–1.5 s, and 2 s later the game closes.
enum DotsScene {
    static let descriptor = SceneDescriptor(
        name: "dots", summary: "the dots game: long-press menus that scale the view, swipes that colour dots in a staggered ripple",
        demoScript: "at 0.3 tap #main; at 1.2 drag #grid by 150 0 over 0.2; at 2.2 drag #grid by 0 300 over 0.2",
        demoTimes: "0:5:0.2",
        explore: ExploreVocabulary(keys: ["escape", "left", "right", "up", "down"], dragThresholds: [swipeDistance]),
        make: { try make(context: $0) })

    struct Level: BoundedData {
        let rows: Int
        let columns: Int
        let start: [Int]
        let obstacles: [[Int]]

        /// Rows and columns in `DataLimits.boardSides`; the start and every obstacle a cell of the
        /// board (a [row, column] pair), at most one obstacle per cell, the start not an obstacle.
        func checkLimits() throws(DataLimitError) {
            try DataLimits.count(rows, "rows", in: DataLimits.boardSides)
            try DataLimits.count(columns, "columns", in: DataLimits.boardSides)
            try DataLimits.count(obstacles.count, "obstacles", in: 0...(rows * columns - 1))
            func inside(_ p: [Int]) -> Bool { p.count == 2 && p[0] >= 0 && p[0] < rows && p[1] >= 0 && p[1] < columns }
            func cell(_ p: [Int]) -> String { InputLimits.quoted(p.description) }
            guard inside(start) else { throw DataLimitError("the start \(cell(start)) is not a cell of the \(rows)x\(columns) board") }
            if let bad = obstacles.first(where: { !inside($0) }) {
                throw DataLimitError("the obstacle \(cell(bad)) is not a cell of the \(rows)x\(columns) board")
            }
            if obstacles.contains(start) { throw DataLimitError("the start \(cell(start)) is an obstacle") }
            try DataLimits.unique(obstacles.map(\.description)) { "obstacles[\($0)]" }
        }
    }

    /// One cell of the board. Obstacles count as coloured from the start.
    struct Dot: Equatable {
        var isObstacle: Bool
        var colored: Bool
        /// Index into `DotsPalette.oranges` and `.greys`, picked at random per game.
        var orange: Int
        var grey: Int
        /// The duration of the easeInOut that last changed this dot, in seconds.
        var duration = 0.35
        /// An obstacle lit orange by the win, after `winDelay` seconds.
        var lit = false
        var winDelay = 1.0
    }

    struct State {
        var showMenu = false
        var isPlaying = false
        var gameMenu = false
        var dots: [[Dot]] = []
        var current = (row: 0, column: 0)
        var dotsToWin = 0
        var win = false
        var size = Size(width: 1280, height: 800)
    }

    enum Direction { case right, left, up, down }

    /// A drag longer than this (points) picks a direction.
    static let swipeDistance = 90.0

    @MainActor
    static func make(context: SceneContext) throws -> ViewScene {
        let level = try context.assets.data("Data/dots-level.json", as: Level.self)
        var random = SeededRandom(seed: context.options.seed)
        let store = SceneStore(State())
        let ease = { (d: Double) in context.named(.easeInOut(duration: d)) }
        /// A dot's own easeInOut duration, or the slow-animation 4 s.
        let duration = { (d: Double) in context.options.slowAnimations ? 4 : d }

        func newBoard() {
            let obstacles = Set(level.obstacles.map { $0[0] * level.columns + $0[1] })
            store.state.dots = (0..<level.rows).map { r in
                (0..<level.columns).map { c in
                    let isObstacle = obstacles.contains(r * level.columns + c)
                    return Dot(isObstacle: isObstacle, colored: isObstacle || (r == level.start[0] && c == level.start[1]),
                               orange: Int(random.next() % 3), grey: Int(random.next() % 2),
                               winDelay: 0.5 + random.unit())
                }
            }
            store.state.current = (level.start[0], level.start[1])
            store.state.dotsToWin = level.rows * level.columns - obstacles.count - 1
            store.state.win = false
        }

        func swipe(_ direction: Direction) {
            guard store.state.isPlaying, !store.state.win, !store.state.gameMenu else { return }
            var s = store.state
            var j = 0.3
            let growth = direction == .up ? 1.1 : 1.06
            let (dr, dc): (Int, Int) = switch direction {
            case .right: (0, 1)
            case .left: (0, -1)
            case .up: (-1, 0)
            case .down: (1, 0)
            }
            let previous = s.current
            var (r, c) = s.current
            while s.dotsToWin > 0 {
                r += dr
                c += dc
                guard r >= 0, r < level.rows, c >= 0, c < level.columns, !s.dots[r][c].isObstacle else { break }
                if !s.dots[r][c].colored { s.dotsToWin -= 1 }
                s.dots[r][c].colored = true
                s.dots[r][c].duration = duration(j)
                s.current = (r, c)
                j *= growth
            }
            guard s.current != previous else { return }
            s.dots[previous.row][previous.column].duration = duration(0.3)
            if s.dotsToWin == 0 {
                s.win = true
                for r in s.dots.indices { for c in s.dots[r].indices where s.dots[r][c].isObstacle { s.dots[r][c].lit = true } }
            }
            store.state = s
            if s.win {
                store.graph?.after(2.0) {
                    withAnimation(ease(0.35)) {
                        store.state.showMenu = false
                        store.state.isPlaying = false
                        store.state.gameMenu = false
                    }
                }
            }
        }

        let actions = DotsActions(
            toggleMenu: { withAnimation(ease(0.35)) { store.state.showMenu.toggle() } },
            tapMain: {
                if store.state.showMenu {
                    withAnimation(ease(0.35)) { store.state.showMenu = false }
                } else {
                    newBoard()
                    withAnimation(ease(0.35)) { store.state.isPlaying = true }
                }
            },
            closeMenu: { withAnimation(ease(0.35)) { store.state.showMenu = false } },
            swipe: { swipe($0) },
            openGameMenu: { if !store.state.win { withAnimation(ease(0.35)) { store.state.gameMenu = true } } },
            closeGameMenu: { withAnimation(ease(0.35)) { store.state.gameMenu = false } },
            exitGame: {
                withAnimation(ease(0.35)) {
                    store.state.isPlaying = false
                    store.state.showMenu = false
                    store.state.gameMenu = false
                }
            },
            reset: {
                if !store.state.win {
                    var s = store.state
                    s.dotsToWin = 0
                    for r in s.dots.indices {
                        for c in s.dots[r].indices where !s.dots[r][c].isObstacle && !(r == level.start[0] && c == level.start[1]) {
                            s.dots[r][c].colored = false
                            s.dots[r][c].duration = duration(0.35)
                            s.dotsToWin += 1
                        }
                    }
                    s.dots[s.current.row][s.current.column].duration = duration(0.35)
                    s.current = (level.start[0], level.start[1])
                    store.state = s
                }
                store.graph?.after(0.3) { withAnimation(ease(0.35)) { store.state.gameMenu = false } }
            })

        let scene = context.viewScene(store: store, background: .white) {
            DotsView(level: level, state: store.state, actions: actions)
        }
        scene.onResize = { size in
            store.state.size = size
            store.graph?.resize(to: size)
        }
        scene.onKey = { key in
            switch key {
            case "right": swipe(.right)
            case "left": swipe(.left)
            case "up": swipe(.up)
            case "down": swipe(.down)
            case "escape":
                if store.state.gameMenu { actions.closeGameMenu() } else if store.state.isPlaying { actions.exitGame() } else if store.state.showMenu { actions.closeMenu() }
            default: break
            }
        }
        return scene
    }
}

@MainActor
struct DotsActions {
    let toggleMenu: @MainActor () -> Void
    let tapMain: @MainActor () -> Void
    let closeMenu: @MainActor () -> Void
    let swipe: @MainActor (DotsScene.Direction) -> Void
    let openGameMenu: @MainActor () -> Void
    let closeGameMenu: @MainActor () -> Void
    let exitGame: @MainActor () -> Void
    let reset: @MainActor () -> Void
}

/// The game's colours (sRGB, from the original's asset catalogue).
enum DotsPalette {
    static let oranges = [Color(hex: 0xFF8728), Color(hex: 0xFFA465), Color(hex: 0xFFCB87)]
    static let greys = [Color(hex: 0x787878), Color(hex: 0xB1B1B1)]
    /// Pink at 20 % over white.
    static let pink = Color.pink.opacity(0.2)
    static let shadow = Color.gray.opacity(0.2)
}
