import Foundation
import Geometry

/// A tap, as SwiftUI's `TapGesture`, for `.gesture(TapGesture().onEnded { ... })`.
public struct TapGesture {
    /// What a tap reports: nothing.
    public typealias Value = Void
    /// Taps needed.
    public var count: Int
    var action: (@MainActor () -> Void)?
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
    /// Calls `action` when the taps end.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> TapGesture {
        var g = self
        g.action = { action(()) }
        return g
    }
}

/// A press held in place, as SwiftUI's `LongPressGesture`.
public struct LongPressGesture {
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// Points the pointer may move while held.
    public var maximumDistance: Double
    var action: (@MainActor () -> Void)?
    /// A press of `minimumDuration` seconds within `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    /// Calls `action` once the press has lasted (SwiftUI passes `true`).
    public func onEnded(_ action: @escaping @MainActor (Bool) -> Void) -> LongPressGesture {
        var g = self
        g.action = { action(true) }
        return g
    }
}

extension View {
    /// Attaches a tap gesture.
    public func gesture(_ tap: TapGesture) -> some View {
        let action = tap.action ?? {}
        return onTapGesture(count: tap.count, perform: action)
    }
    /// Attaches a long-press gesture.
    public func gesture(_ press: LongPressGesture) -> some View {
        let action = press.action ?? {}
        return onLongPressGesture(minimumDuration: press.minimumDuration, maximumDistance: press.maximumDistance, perform: action)
    }
}

/// State that a gesture sets while it runs and that returns to its first value when the gesture ends,
/// as SwiftUI's `@GestureState`: `DragGesture().updating($offset) { value, state, _ in state = value.translation }`.
@MainActor
@propertyWrapper
public struct GestureState<Value>: StateProperty {
    let state: State<Value>
    let reset: Value

    /// Gesture state that starts, and resets to, `wrappedValue`.
    public init(wrappedValue: Value) {
        state = State(wrappedValue: wrappedValue)
        reset = wrappedValue
    }
    /// The same as `init(wrappedValue:)`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// Gesture state whose reset happens in `resetTransaction` (accepted; the reset is in the gesture's transaction).
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

    /// The current value: what the gesture last set, or the first value when no gesture runs.
    public var wrappedValue: Value { state.wrappedValue }

    /// The state as the gesture's `updating` writes it.
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) { state.wrappedValue = value }
    func resetValue() { state.wrappedValue = reset }

    func link(to node: Node, slot: Int) { state.link(to: node, slot: slot) }
}

/// What a gesture's `updating` callback may change besides the state (accepted; gesture updates take
/// the current transaction).
public typealias GestureTransaction = Transaction

extension DragGesture {
    /// Sets `state` from each change of the drag through `body`; `state` returns to its first value when
    /// the drag ends.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping @MainActor (DragValue, inout State, inout Transaction) -> Void) -> DragGesture {
        var g = self
        g.updaters.append { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.set(current)
        }
        g.resetters.append { state.resetValue() }
        return g
    }
}
