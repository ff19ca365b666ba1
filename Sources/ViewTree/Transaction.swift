import Foundation
import Geometry
import Motion

/// The context of a state change: the animation its effects run with, and what to call when they end.
public struct Transaction {
    /// The animation every change in this transaction runs with; nil: changes apply at once.
    public var animation: Animation?
    /// Called once every animation this transaction started has settled.
    var completion: (@MainActor () -> Void)?
    /// A drag's velocity to carry into spring animations, in points per second.
    public var velocity: (x: Double, y: Double)?
    /// One of a stream of changes made by a continuous interaction (a slider's drag, as in SwiftUI):
    /// what it changes lays out again at once, each step following the pointer. `hero explore` lets a
    /// view that is not in flight re-lay out at once on such a frame, as on a resize frame.
    public var isContinuous = false

    /// A transaction running `animation` (nil: none).
    public init(animation: Animation? = nil) { self.animation = animation }
}

@MainActor
enum TransactionContext {
    /// The transaction of state changes made now (inside `withAnimation`), nil outside.
    static var current: Transaction?
}

/// Runs `body`; state it changes animates with `animation` (SwiftUI's default, easeInOut 0.35 s, when
/// none is named). `completion` runs when every animation it started has finished.
///
/// ```swift
/// .onTapGesture {
///     withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { selected = tile }
/// }
/// ```
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completion: (@MainActor () -> Void)? = nil,
                                  _ body: () throws -> Result) rethrows -> Result {
    var t = Transaction(animation: animation)
    t.completion = completion
    return try withTransaction(t, body)
}

/// Runs `body` with a spring that starts moving at `velocity` (points per second): how a released
/// drag hands its speed to the animation that follows it.
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation, velocity: CGSize, _ body: () throws -> Result) rethrows -> Result {
    var t = Transaction(animation: animation)
    t.velocity = (Double(velocity.width), Double(velocity.height))
    return try withTransaction(t, body)
}

/// Runs `body` in `transaction`.
@MainActor
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = TransactionContext.current
    TransactionContext.current = transaction
    defer { TransactionContext.current = saved }
    return try body()
}
