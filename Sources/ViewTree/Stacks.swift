/// Children side by side, left to right.
public struct HStack: View, BuiltinView {
    let stack: Stack
    let content: [any View]
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        stack = Stack(kind: .horizontal, alignment: Alignment(horizontal: 0.5, vertical: alignment.fraction), spacing: spacing)
        self.content = [content()]
    }
    public var body: Never { fatalError() }
    var element: Element { .stack(stack, content) }
}

/// Children one above the other, top to bottom.
public struct VStack: View, BuiltinView {
    let stack: Stack
    let content: [any View]
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        stack = Stack(kind: .vertical, alignment: Alignment(horizontal: alignment.fraction, vertical: 0.5), spacing: spacing)
        self.content = [content()]
    }
    public var body: Never { fatalError() }
    var element: Element { .stack(stack, content) }
}

/// Children on top of each other, later ones in front, aligned within the largest.
public struct ZStack: View, BuiltinView {
    let stack: Stack
    let content: [any View]
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> some View) {
        stack = Stack(kind: .depth, alignment: alignment, spacing: 0)
        self.content = [content()]
    }
    public var body: Never { fatalError() }
    var element: Element { .stack(stack, content) }
}
