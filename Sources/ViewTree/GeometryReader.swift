import Foundation
import Geometry

/// What a `GeometryReader`'s content is told of the space it is given: its size, and where it is
/// (`frame(in:)`) in the window, in a named coordinate space around it, or in its scroll view.
/// Reading where it is makes the content be made again whenever that changes (a scroll moving it).
public struct GeometryProxy: Sendable {
    /// The reader's size, points.
    public let size: CGSize
    let geometry: ReaderGeometry
    let use: ReaderUse

    init(_ geometry: ReaderGeometry, use: ReaderUse) {
        size = CGSize(width: geometry.size.width, height: geometry.size.height)
        self.geometry = geometry
        self.use = use
    }

    /// The reader's frame in `space`: `.global` the window, `.local` its own (at 0, 0), `.named(n)` the
    /// view marked `coordinateSpace(name: n)` around it (the window when there is none).
    public func frame(in space: CoordinateSpace) -> CGRect {
        let origin: Point
        switch space {
        case .global: origin = geometry.origin
        case .local: origin = .zero
        case .named(let name): origin = geometry.origin - (geometry.named[String(describing: name)] ?? .zero)
        case .scrollView: origin = geometry.origin - (geometry.scrollOrigin ?? .zero)
        }
        if space != .local { use.position = true }
        return CGRect(x: origin.x, y: origin.y, width: geometry.size.width, height: geometry.size.height)
    }

    /// The reader's frame in `space` (`.global`, `.local`, `.named(_:)`, `.scrollView`).
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The bounds of the named coordinate space around the reader, in the reader's own space; nil
    /// when no view around it has that name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard let origin = geometry.named[String(describing: space.name)], let size = geometry.namedSizes[String(describing: space.name)] else { return nil }
        use.position = true
        let o = origin - geometry.origin
        return CGRect(x: o.x, y: o.y, width: size.width, height: size.height)
    }

    /// The safe area's insets: none in a desktop window.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// Whether a reader's content asked where the reader is (then it is made again when that changes).
final class ReaderUse: @unchecked Sendable {
    var position = false
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The window's.
    case global
    /// The view's own.
    case local
    /// That of the view marked `coordinateSpace(name:)` with this name.
    case named(AnyHashable)
    /// That of the innermost scroll view's visible part.
    case scrollView
}

/// A coordinate space to read a frame in, as SwiftUI's `CoordinateSpaceProtocol`
/// (`.global`, `.local`, `.named("…")`, `.scrollView`).
public protocol CoordinateSpaceProtocol {
    /// The coordinate space it names.
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The coordinate space this names.
    public var coordinateSpace: CoordinateSpace { .global }
}
/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The coordinate space this names.
    public var coordinateSpace: CoordinateSpace { .local }
}
/// A named coordinate space (`coordinateSpace(.named("scroll"))`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    /// The coordinate space this names.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}
/// The innermost scroll view's coordinate space.
public struct ScrollViewCoordinateSpace: CoordinateSpaceProtocol {
    /// The coordinate space this names.
    public var coordinateSpace: CoordinateSpace { .scrollView }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the view marked `coordinateSpace(name:)` with `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}
extension CoordinateSpaceProtocol where Self == ScrollViewCoordinateSpace {
    /// The innermost scroll view's coordinate space.
    public static var scrollView: ScrollViewCoordinateSpace { ScrollViewCoordinateSpace() }
    /// The scroll view's space along `axis` (the same space here).
    public static func scrollView(axis: Axis) -> ScrollViewCoordinateSpace { ScrollViewCoordinateSpace() }
}

extension View {
    /// Names this view's coordinate space, so that a `GeometryProxy` inside can read its frame in it
    /// (`proxy.frame(in: .named(name))`).
    public func coordinateSpace(name: some Hashable) -> some View { modifier(.coordinateSpace(String(describing: AnyHashable(name)))) }

    /// Names this view's coordinate space (`coordinateSpace(.named("scroll"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { modifier(.coordinateSpace(String(describing: name.name))) }
}

/// A view that takes all the space offered and makes its content from that space's size, as in
/// SwiftUI: the content sits at the top-leading corner at its own size (several views stack there). The content is made again
/// whenever the reader is laid out at a new size (during that layout pass, so the first frame already
/// shows it at the right size).
public struct GeometryReader<Content: View>: View, BuiltinView {
    let content: @MainActor (GeometryProxy) -> Content

    /// A reader whose `content` is made during layout from the size it is offered (`proxy.size`, points).
    public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { fatalError() }
    var element: Element {
        let content = self.content
        // Several views in the content stack at the top-leading corner, as in SwiftUI (an implicit ZStack).
        return .modified(.sizeReader { geometry, use in
            ZStack(alignment: .topLeading) { content(GeometryProxy(geometry, use: use)) }
        }, EmptyView())
    }
}

extension Rect {
    /// The same rectangle as Foundation's `CGRect`.
    public init(_ r: CGRect) { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
}

extension CGRect {
    /// The same rectangle as the engine's `Rect`.
    public init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

extension Point {
    /// The same point as Foundation's `CGPoint`.
    public init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension Size {
    /// The same size as Foundation's `CGSize`.
    public init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}

extension CGPoint {
    /// The same point as the engine's `Point`.
    public init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension CGSize {
    /// The same size as the engine's `Size`.
    public init(_ s: Size) { self.init(width: s.width, height: s.height) }
}
