import Foundation
import Geometry

/// A `visualEffect`: effects worked out from the view's geometry each time it is drawn, changing how
/// it is drawn (moved, scaled, turned, faded, blurred) and never where it is laid out.
struct VisualEffectSpec {
    /// The effects for the view's geometry (its size, and its frame in the window, its scroll view and
    /// the named coordinate spaces around it).
    var effect: @MainActor (GeometryProxy) -> VisualEffectValues
}

extension View {
    /// Changes how the view is drawn from where it is, as SwiftUI's `visualEffect`: `effect` gets an
    /// empty effect and a proxy of the view's geometry and returns the effects, worked out again each
    /// time the view is drawn (a scroll moving it included). The proxy's `size` is the laid-out size;
    /// `frame(in: .global)` and `frame(in: .scrollView)` are where the view is drawn; the effects do not
    /// change layout.
    ///
    /// ```swift
    /// Image("header")
    ///     .visualEffect { content, proxy in
    ///         content.offset(y: -proxy.frame(in: .scrollView).minY / 2)
    ///     }
    /// ```
    public func visualEffect(_ effect: @escaping @MainActor (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(.visualEffect(VisualEffectSpec(effect: { effect(EmptyVisualEffect(), $0).effectValues })))
    }
}

extension ViewGraph {
    /// The geometry a `visualEffect` closure reads for `node`, laid out at `size` and drawn at `window`
    /// (window points), inside a scroll view whose visible part starts at `scrollOrigin` (window points;
    /// nil outside one): the named coordinate spaces where layout puts them.
    func drawnGeometry(_ node: Node, size: Size, window: Rect, scrollOrigin: Point?) -> ReaderGeometry {
        var g = readerGeometry(node, size: size)
        g.origin = window.origin
        g.scrollOrigin = scrollOrigin
        return g
    }
}
