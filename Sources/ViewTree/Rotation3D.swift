import Foundation
import Geometry

/// `rotation3DEffect`: a view turned about an axis in 3D, drawn as the orthographic projection of the
/// turned plane (no perspective foreshortening: a turned card's near and far edges keep one height).
/// About the y axis the view narrows to cos θ of its width about the anchor, about the x axis to
/// cos θ of its height, about the z axis it turns in the plane as `rotationEffect`. A view turned past
/// 90° shows its face narrowed again, not mirrored: flip cards hide the side turned away (by opacity or
/// a condition at 90°), so what they show is the same. An axis between x and y narrows both sides by
/// the projection of the turned plane's axes.
public enum Rotation3D {
    /// A 3D axis, normalized when used.
    public struct Axis: Hashable, Sendable {
        /// The axis' x component (horizontal).
        public var x: Double
        /// The axis' y component (vertical).
        public var y: Double
        /// The axis' z component (out of the screen, toward the viewer).
        public var z: Double
        /// The axis along (x, y, z); any length but zero.
        public init(x: Double, y: Double, z: Double) {
            self.x = x
            self.y = y
            self.z = z
        }
    }

    /// How the plane's x and y axes are scaled after a turn by `radians` about `axis` (projected onto
    /// the screen; 1 for an axis along z), and the in-plane turn (radians) for an axis along z.
    static func projection(radians: Double, axis: Axis) -> (scaleX: Double, scaleY: Double, turn: Double) {
        let n = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard n > 1e-12, radians.isFinite else { return (1, 1, 0) }
        let x = axis.x / n, y = axis.y / n, z = axis.z / n
        // Mostly about z: a turn in the plane.
        if abs(z) > max(abs(x), abs(y)) { return (1, 1, z > 0 ? radians : -radians) }
        // Rodrigues' rotation: the screen-plane diagonal of R (the lengths a unit step along x and y
        // keep on screen, in magnitude).
        let c = cos(radians)
        let rxx = c + x * x * (1 - c), ryy = c + y * y * (1 - c)
        return (abs(rxx), abs(ryy), 0)
    }
}

extension View {
    /// The view turned by `angle` about `axis` through `anchor` in 3D, as SwiftUI's `rotation3DEffect`,
    /// drawn as its orthographic projection (`Rotation3D`: `anchorZ` and `perspective` are accepted, and
    /// there is no foreshortening). Layout is unchanged; the angle animates.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(.rotation3D(radians: angle.radians, axis: Rotation3D.Axis(x: Double(axis.x), y: Double(axis.y), z: Double(axis.z)),
                             anchor: anchor))
    }

    /// The view offered a size of `aspectRatio` (width over height; nil: its own ideal size's), the
    /// largest that fits in the space offered (`.fit`) or the smallest that fills it (`.fill`), as
    /// SwiftUI's `aspectRatio(_:contentMode:)`.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(.aspectRatio(ratio: aspectRatio.map { Double($0) }, mode: contentMode))
    }

    /// `aspectRatio(_:contentMode:)` with the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(.aspectRatio(ratio: aspectRatio.height > 0 ? Double(aspectRatio.width / aspectRatio.height) : nil, mode: contentMode))
    }

    /// The view at the largest size of its own ideal aspect ratio that fits the space offered.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// The view at the smallest size of its own ideal aspect ratio that fills the space offered.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
