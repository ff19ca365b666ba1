/// Children side by side, left to right.
public struct HStack: View, BuiltinView {
    let stack: Stack
    let content: [any View]
    /// Children left to right, `spacing` points apart (nil: 8), aligned vertically by `alignment`.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        stack = Stack(kind: .horizontal, alignment: Alignment(horizontal: 0.5, vertical: alignment.fraction), spacing: spacing)
        self.content = [content()]
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .stack(stack, content) }
}

/// Children one above the other, top to bottom.
public struct VStack: View, BuiltinView {
    let stack: Stack
    let content: [any View]
    /// Children top to bottom, `spacing` points apart (nil: 8), aligned horizontally by `alignment`.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        stack = Stack(kind: .vertical, alignment: Alignment(horizontal: alignment.fraction, vertical: 0.5), spacing: spacing)
        self.content = [content()]
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .stack(stack, content) }
}

/// Children on top of each other, later ones in front, aligned within the largest.
public struct ZStack: View, BuiltinView {
    let stack: Stack
    let content: [any View]
    /// Children on top of each other (later in front), each placed in the stack at `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> some View) {
        stack = Stack(kind: .depth, alignment: alignment, spacing: 0)
        self.content = [content()]
    }
    /// Never evaluated: a built-in view is laid out and drawn by the engine itself (calling it traps).
    public var body: Never { fatalError() }
    var element: Element { .stack(stack, content) }
}
