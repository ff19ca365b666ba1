import Geometry

/// What a parent offers a child: a width and a height in points, each nil for "your ideal size" or
/// infinite for "as much as you like".
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?

    static let unspecified = ProposedSize(width: nil, height: nil)
    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
    init(_ size: Size) { self.init(width: size.width, height: size.height) }

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    func inset(by e: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - e.horizontal) }, height: height.map { max(0, $0 - e.vertical) })
    }
}

extension Size {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Axis {
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
