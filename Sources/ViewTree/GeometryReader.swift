import Foundation
import Geometry

/// What a `GeometryReader`'s content is told of the space it is given.
public struct GeometryProxy: Sendable {
    /// The reader's size, points.
    public let size: CGSize
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
        return .modified(.sizeReader { size in
            ZStack(alignment: .topLeading) { content(GeometryProxy(size: CGSize(width: size.width, height: size.height))) }
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
