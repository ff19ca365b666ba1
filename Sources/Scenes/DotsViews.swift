import Geometry
import Motion
import Typography
import ViewTree

/// The start screen: the main view (pink, or the game while playing), and below it, 48 pt apart, the
/// artwork menu while it shows. The main view is the window's size, or half of it with the menu.
struct DotsView: View {
    let level: DotsScene.Level
    let state: DotsScene.State
    let actions: DotsActions

    var body: some View {
        let k = state.showMenu ? 0.5 : 1
        VStack(spacing: 48) {
            ZStack {
                DotsPalette.pink.opacity(state.isPlaying ? 0 : 1)
                if !state.isPlaying {
                    VStack(spacing: 6) {
                        Text("hold").font(Font(.serif, size: 28))
                        Text("tap to play").font(Font(.serif, size: 16))
                    }
                    .foregroundColor(Color.black.opacity(0.35))
                    .scaleEffect(k)
                    .transition(.opacity)
                }
                if state.isPlaying {
                    DotsGame(level: level, state: state, actions: actions)
                        .zIndex(100)
                        // The original's GameView scales itself in from 0 inside the change that inserts it,
                        // whose default transition fades: it appears and leaves with fade and scale together.
                        .transition(.scale.combined(with: .opacity))
                }
            }
            .frame(width: state.size.width * k, height: state.size.height * k)
            .contentShape(.rectangle)
            .onTapGesture(perform: actions.tapMain)
            .onLongPressGesture(minimumDuration: 0.5, perform: actions.toggleMenu)
            .identifier("main")
            if state.showMenu {
                VStack(spacing: 16) {
                    DotsMenuButton(title: "Button 1", width: state.size.width / 2, action: actions.closeMenu).identifier("menu.button1")
                    DotsMenuButton(title: "Button 2", width: state.size.width / 2, action: actions.closeMenu).identifier("menu.button2")
                }
                .transition(.opacity)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A white capsule, half the window wide and 56 tall, with a serif label and a soft grey shadow.
private struct DotsMenuButton: View {
    let title: String
    let width: Double
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            Text(title).font(Font(.serif, size: 16)).foregroundColor(.black)
                .frame(width: width, height: 56)
                .background { Capsule().fill(.white) }
        }
        .shadow(color: DotsPalette.shadow, radius: 8)
    }
}

/// The game: the grid (0.6× over the game menu while it shows) and, the default 8 pt below it, the
/// back / refresh buttons 16 pt apart.
private struct DotsGame: View {
    let level: DotsScene.Level
    let state: DotsScene.State
    let actions: DotsActions

    var body: some View {
        let layout = DotsLayout(level: level, window: state.size)
        let k = state.gameMenu ? 0.6 : 1
        VStack {
            DotsGrid(level: level, state: state, layout: layout)
                .contentShape(.rectangle)
                .onTapGesture(perform: actions.closeGameMenu)
                .onLongPressGesture(minimumDuration: 0.5, perform: actions.openGameMenu)
                .gesture(DragGesture().onEnded { drag in
                    let t = drag.translation
                    let limit = DotsScene.swipeDistance
                    // Tested in this order, so a horizontal swipe wins a tie.
                    if t.width > limit { actions.swipe(.right) } else if t.width < -limit { actions.swipe(.left) }
                    else if t.height < -limit { actions.swipe(.up) } else if t.height > limit { actions.swipe(.down) }
                })
                .identifier("grid")
                .scaleEffect(k)
                .frame(width: layout.gridSize.width * k, height: layout.gridSize.height * k)
            if state.gameMenu {
                HStack(spacing: 16) {
                    DotsCircleButton(icon: "arrow_back", action: actions.exitGame).identifier("menu.exit")
                    DotsCircleButton(icon: "refresh", action: actions.reset).identifier("menu.reset")
                }
                .transition(.opacity)
            }
        }
    }
}

/// The dots' size from the window: the phone app's width rule (width ÷ columns − 17, padding 6), or,
/// when that would not fit every row, the grid fitted to the window's height.
struct DotsLayout {
    let diameter: Double
    let padding = 6.0
    let gridSize: Size

    init(level: DotsScene.Level, window: Size) {
        let columns = Double(level.columns), rows = Double(level.rows)
        var d = window.width / columns - 17
        let byHeight = window.height / rows - 2 * padding
        if (d + 2 * padding) * rows > window.height { d = byHeight }
        d = max(2, d)
        diameter = d
        gridSize = Size(width: (d + 2 * padding) * columns, height: (d + 2 * padding) * rows)
    }
}

private struct DotsGrid: View {
    let level: DotsScene.Level
    let state: DotsScene.State
    let layout: DotsLayout

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<level.rows) { r in
                HStack(spacing: 0) {
                    ForEach(0..<level.columns) { c in
                        DotView(dot: state.dots[r][c], isCurrent: state.current == (r, c) && state.dotsToWin > 0,
                                diameter: layout.diameter)
                            .identifier("dot.\(r).\(c)")
                            .padding(layout.padding)
                    }
                }
            }
        }
    }
}

/// A dot: its orange (grey while an obstacle), at scale 1.2 with a dark ring when current, 1 when
/// coloured and 0 when not. Each change runs in the dot's own easeInOut; the win lights an obstacle
/// after the dot's own delay.
private struct DotView: View, Equatable {
    let dot: DotsScene.Dot
    let isCurrent: Bool
    let diameter: Double

    struct Look: Hashable {
        let colored: Bool
        let current: Bool
    }

    var body: some View {
        let fill = dot.isObstacle && !dot.lit ? DotsPalette.greys[dot.grey] : DotsPalette.oranges[dot.orange]
        Circle().fill(fill)
            .overlay { Circle().strokeBorder(Color.black.opacity(0.35), lineWidth: isCurrent ? diameter * 0.35 : 0) }
            .frame(width: diameter, height: diameter)
            .scaleEffect(isCurrent ? 1.2 : (dot.colored ? 1 : 0))
            .animation(.easeInOut(duration: dot.duration), value: Look(colored: dot.colored, current: isCurrent))
            .animation(.easeInOut(duration: 0.35).delay(dot.winDelay), value: dot.lit)
    }
}

/// A white 56 pt circle with an icon and a soft grey shadow.
private struct DotsCircleButton: View {
    let icon: String
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            Icon(icon, size: 24).foregroundColor(.black)
                .frame(width: 56, height: 56)
                .background { Circle().fill(.white) }
        }
        .shadow(color: DotsPalette.shadow, radius: 8)
    }
}
