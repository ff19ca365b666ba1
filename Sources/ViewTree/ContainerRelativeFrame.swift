import Foundation
import Geometry

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set` (`containerRelativeFrame(.horizontal)`).
    public struct Set: OptionSet, Hashable, Sendable {
        /// One bit per axis (horizontal 1, vertical 2).
        public let rawValue: Int8
        /// The set whose bits are `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis alone.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis alone.
        public static let vertical = Set(rawValue: 2)
    }
}

/// A `containerRelativeFrame`: along each of `axes`, the view is as long as `length` makes of its
/// container's length; along the others it sizes as its content does.
struct ContainerRelativeSpec {
    var horizontal: Bool
    var vertical: Bool
    var alignment: Alignment
    /// The length along an axis, from the container's length along it (points).
    var length: @MainActor (Double, Axis) -> Double

    /// The frame the spec comes to in a container of `container` points.
    @MainActor func frame(in container: Size) -> FrameSpec {
        FrameSpec(width: horizontal ? max(0, length(container.width, .horizontal)) : nil,
                  height: vertical ? max(0, length(container.height, .vertical)) : nil, alignment: alignment)
    }
}

extension View {
    /// Sizes the view along `axes` to its container: the nearest scroll view's visible part (less
    /// its content margins), or else the window, as SwiftUI's `containerRelativeFrame`. Along the
    /// other axis it sizes as its content does; the content is placed at `alignment`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(.containerRelative(ContainerRelativeSpec(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                                                          alignment: alignment, length: { length, _ in length })))
    }

    /// Sizes the view along `axes` to `span` of `count` equal columns (or rows) of its container,
    /// `spacing` points apart: (length − spacing × (count − 1)) ÷ count × span + spacing × (span − 1).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double,
                                       alignment: Alignment = .center) -> some View {
        let count = Double(max(1, count)), span = Double(max(1, span))
        return modifier(.containerRelative(ContainerRelativeSpec(
            horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical), alignment: alignment,
            length: { length, _ in (length - spacing * (count - 1)) / count * span + spacing * (span - 1) })))
    }

    /// Sizes the view along `axes` to what `length` makes of its container's length along each.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping @MainActor (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(.containerRelative(ContainerRelativeSpec(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                                                          alignment: alignment, length: { Double(length(CGFloat($0), $1)) })))
    }
}

/// What container-relative frames are measured against while a layout pass runs, and which container
/// sizes their subtrees were measured for.
final class ContainerBook {
    /// Set once a `containerRelativeFrame` has been made: until then scroll views keep no books.
    var used = false
    /// The containers around the view being measured or placed, innermost last (points).
    var stack: [Size] = []
    /// The container size each scroll view's content (or the root's, the window) was last measured for.
    var measuredFor: [ObjectIdentifier: Size] = [:]
}

extension ViewGraph {
    /// The size a container-relative frame is measured against now: the innermost scroll view's
    /// visible part less its margins, or the window.
    var containerSize: Size { containers.stack.last ?? size }

    /// Runs `body` with `container` as the container of the views inside `owner` (a scroll view, or
    /// the root for the window). Where the container differs from the one `owner`'s content was
    /// measured for, the sizes its views remember are forgotten first (they are keyed by what they
    /// were offered, which does not say how large the container was).
    func withContainer<T>(_ owner: Node, _ container: Size, _ body: () -> T) -> T {
        guard containers.used else { return body() }
        let key = ObjectIdentifier(owner)
        if containers.measuredFor[key] != container {
            if containers.measuredFor.count > 4096 { containers.measuredFor.removeAll() }
            containers.measuredFor[key] = container
            for c in owner.children { forgetContainerSizes(c) }
        }
        containers.stack.append(container)
        defer { containers.stack.removeLast() }
        return body()
    }

    /// Forgets the sizes of `node` and the views inside it down to the next scroll view (whose
    /// content has a container of its own), and lays them out again; a lazy stack or grid forgets its
    /// lines' lengths too when next placed (rows with no view would keep lengths measured for the old
    /// container: pages as wide as a scroll view that grew would not line up with it).
    private func forgetContainerSizes(_ node: Node) {
        node.forgetSizes()
        node.layoutDirty = true
        lazy.states[ObjectIdentifier(node)]?.lengthsStale = true
        guard node.scrollAxis == nil else { return }
        for c in node.children { forgetContainerSizes(c) }
    }
}
