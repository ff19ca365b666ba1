import Geometry
import Motion
import Typography

/// A built-in modifier: wraps one view and changes its layout, drawing, identity or behaviour.
/// Every modifier gets a node of its own, as in SwiftUI, so the order of modifiers matters the same way.
enum Modifier {
    case padding(EdgeInsets)
    /// The large payloads are boxed (`indirect`): every node holds a kind, most of them small.
    indirect case frame(FrameSpec)
    case background(any View, Alignment)
    case overlay(any View, Alignment)
    /// Shows the content only where the mask view (laid out like an overlay) is drawn, by its alpha.
    case mask(any View, Alignment)
    case opacity(Double)
    case scale(x: Double, y: Double, anchor: Alignment)
    /// Turns the drawn content by `radians` (clockwise on screen) about `anchor`; layout is unchanged.
    case rotation(radians: Double, anchor: Alignment)
    /// Turns the drawn content by `radians` about a 3D `axis` through `anchor`, drawn as its orthographic
    /// projection (`Rotation3D`); layout is unchanged.
    case rotation3D(radians: Double, axis: Rotation3D.Axis, anchor: Alignment)
    /// Proposes the content the largest (`.fit`) or smallest (`.fill`) size of `ratio` (width over
    /// height; nil: the content's ideal size's) that fits in or fills the space offered.
    case aspectRatio(ratio: Double?, mode: ContentMode)
    case offset(x: Double, y: Double)
    case zIndex(Double)
    /// A stack's order of offering room (`layoutPriority(_:)`); layout-neutral otherwise.
    case layoutPriority(Double)
    /// A frame as long as its container along some axes (`containerRelativeFrame`).
    case containerRelative(ContainerRelativeSpec)
    /// Marks the layout inside as the one whose views a `.viewAligned` scroll view stops at (when true).
    case scrollTargetLayout(Bool)
    /// Marks the view as one a `.viewAligned` scroll view stops at (when true; `scrollTarget()`).
    case scrollTarget(Bool)
    /// Effects from the view's place in its scroll view, applied as it is drawn (`scrollTransition`).
    case scrollTransition(ScrollTransitionSpec)
    /// Effects from the view's geometry, applied as it is drawn (`visualEffect`).
    case visualEffect(VisualEffectSpec)
    case clip(ShapeKind)
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    case blur(radius: Double, opaque: Bool)
    /// Draws a blurred copy of everything beneath the view, inside its frame, tinted, before the view itself.
    case backdropBlur(radius: Double, tint: Color)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case contentShape(ShapeKind)
    case hitTesting(Bool)
    case identifier(String)
    case environment(@MainActor (inout EnvironmentValues) -> Void)
    indirect case matched(MatchedSpec)
    case transition(AnyTransition)
    indirect case animation(Animation?, AnyHashable)
    indirect case gesture(GestureSpec)
    indirect case lifecycle(Lifecycle)
    /// Takes the space offered; the content's centre goes at (x, y) in it.
    case position(x: Double, y: Double)
    /// Takes the space offered; the content is made from that size (`GeometryReader`) when it is placed
    /// and sits at the top-leading corner at its own size.
    case sizeReader(@MainActor (ReaderGeometry, ReaderUse) -> any View)
    /// Names this view's coordinate space for the readers inside (`coordinateSpace(name:)`).
    case coordinateSpace(String)
}

extension Modifier {
    /// Modifiers whose content keeps the modifier's own layout rect (they move, scale, fade or
    /// decorate it): a trace looks through them to where the content is drawn.
    var keepsRect: Bool {
        switch self {
        case .padding, .frame, .fixedSize, .position, .sizeReader, .aspectRatio: return false
        default: return true
        }
    }
}

/// `.frame(...)`: fixed sizes, or min / ideal / max limits; `nil` leaves the child's choice.
/// `.frame(...)`'s lengths in points (nil: not given) and alignment. The lengths are kept as bit
/// patterns with nil as a NaN no arithmetic makes (as `SizeCache` keeps proposals): 80 bytes rather than
/// 144 with eight optionals, boxed in every frame modifier's kind (`NodeMemoryTests` pins it).
struct FrameSpec: Equatable {
    private var lengths: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    var alignment: Alignment

    init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
         minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment) {
        lengths = (Self.bits(width), Self.bits(height), Self.bits(minWidth), Self.bits(idealWidth), Self.bits(maxWidth),
                   Self.bits(minHeight), Self.bits(idealHeight), Self.bits(maxHeight))
        self.alignment = alignment
    }

    private static let none = UInt64.max
    private static func bits(_ v: Double?) -> UInt64 { v.map(\.bitPattern) ?? none }
    private static func value(_ b: UInt64) -> Double? { b == none ? nil : Double(bitPattern: b) }

    var width: Double? { Self.value(lengths.0) }
    var height: Double? { Self.value(lengths.1) }
    var minWidth: Double? { Self.value(lengths.2) }
    var idealWidth: Double? { Self.value(lengths.3) }
    var maxWidth: Double? { Self.value(lengths.4) }
    var minHeight: Double? { Self.value(lengths.5) }
    var idealHeight: Double? { Self.value(lengths.6) }
    var maxHeight: Double? { Self.value(lengths.7) }

    /// Equal lengths as numbers (0 and −0 alike), as the optionals compared before.
    static func == (a: FrameSpec, b: FrameSpec) -> Bool {
        a.width == b.width && a.height == b.height && a.minWidth == b.minWidth && a.idealWidth == b.idealWidth
            && a.maxWidth == b.maxWidth && a.minHeight == b.minHeight && a.idealHeight == b.idealHeight
            && a.maxHeight == b.maxHeight && a.alignment == b.alignment
    }
}

/// `onAppear`, `onDisappear`, `onChange(of:)`.
enum Lifecycle {
    case appear(@MainActor () -> Void)
    case disappear(@MainActor () -> Void)
    case change(AnyHashable, @MainActor () -> Void)
}

/// A view with a built-in modifier applied.
///
/// As in SwiftUI, a modifier on several views (a `Group` of them, a `ForEach`, a `Section`) applies to
/// each of them: `Group { a; b }.padding()` in a `VStack` is two padded views one under the other,
/// not one padded pile of both. Their ids and branches stay outside the modifier, so identity and
/// transitions follow them as without it.
struct ModifiedView: View, BuiltinView {
    let modifier: Modifier
    let content: any View
    var body: Never { fatalError() }
    var element: Element {
        // `.animation(_:value:)` scopes the animation of what is inside; on a group it stays one node
        // over the group, so rows inserted into it find it above them (drawn as before).
        if case .animation = modifier { return .modified(modifier, content) }
        if let views = Self.members(of: content) { return .group(views.map { Self.applying(modifier, to: $0) }) }
        return .modified(modifier, content)
    }

    /// The views a modifier on `view` applies to one by one: a `ForEach`'s (however many: the shape
    /// of the tree does not change with the count), or a group's when it holds several (looking
    /// through groups of one and into an `if` whose branch holds several, the modifier then going
    /// inside the branch); nil for a single view. Only the containers of views (`Group`, a builder's
    /// list, `AnyView`, `Section`, a modifier's content, `ForEach`, a branch) are looked into: other
    /// views are single without building their element.
    static func members(of view: any View) -> [any View]? {
        if let modified = view as? ModifiedView {
            // Modified several views: each of them, modified (what its own element is).
            if case .animation = modified.modifier { return nil }
            return members(of: modified.content).map { $0.map { applying(modified.modifier, to: $0) } }
        }
        if let branch = view as? Conditional {
            // The branch shown holds several views: the modifier applies inside it (`applying`), where
            // it is spread over them; its branch keeps the identity of what is shown.
            return members(of: branch.content) == nil ? nil : [view]
        }
        guard isContainer(view), let builtin = view as? BuiltinView, case .group(let views) = builtin.element else { return nil }
        if views.count > 1 || isViewList(view) { return views }
        if views.count == 1, members(of: views[0]) != nil { return views }
        return nil
    }

    /// True for the views whose element is a list of views.
    private static func isContainer(_ view: any View) -> Bool {
        view is ViewListSource || view is Group || view is ViewList || view is AnyView || view is Section || view is ViewModifierContent
            || view is SubviewsReader
    }

    /// True for a `ForEach`, modified or in groups of one.
    private static func isViewList(_ view: any View) -> Bool {
        if view is ViewListSource { return true }
        if let modified = view as? ModifiedView { return isViewList(modified.content) }
        if isContainer(view), let builtin = view as? BuiltinView, case .group(let views) = builtin.element, views.count == 1 {
            return isViewList(views[0])
        }
        return false
    }

    /// The modifiers of this chain (innermost first) and the view under them all.
    var peeled: (modifiers: [Modifier], inner: any View) {
        var outerFirst: [Modifier] = []
        var inner: any View = self
        while let m = inner as? ModifiedView {
            outerFirst.append(m.modifier)
            inner = m.content
        }
        return (outerFirst.reversed(), inner)
    }

    /// `view` with `modifier`, inside its id and branch (an empty view stays empty).
    static func applying(_ modifier: Modifier, to view: any View) -> any View {
        if view is EmptyView { return view }
        if let identified = view as? IdentifiedView {
            return IdentifiedView(id: identified.id, content: applying(modifier, to: identified.content))
        }
        if let branch = view as? Conditional {
            return Conditional(branch: branch.branch, content: applying(modifier, to: branch.content))
        }
        return ModifiedView(modifier: modifier, content: view)
    }
}

/// A view that stands for a list of views whose number follows its data (`ForEach`): a modifier on
/// it applies to each, whether it holds none, one or many.
protocol ViewListSource {}

extension View {
    func modifier(_ m: Modifier) -> ModifiedView { ModifiedView(modifier: m, content: self) }

    /// Space around the view, `insets` in points per edge.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(.padding(insets)) }
    /// `length` points of space on every edge (16 by default, SwiftUI's default padding on iOS).
    public func padding(_ length: Double = 16) -> some View { modifier(.padding(EdgeInsets(all: length))) }
    /// `horizontal` points left and right and `vertical` points above and below.
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> some View {
        modifier(.padding(EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)))
    }

    /// A frame of exactly `width` × `height` points (nil: the child's own size on that axis),
    /// the child placed in it at `alignment`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(.frame(FrameSpec(width: width, height: height, alignment: alignment)))
    }

    /// A flexible frame: it takes the size offered, clamped to the minimum and maximum given
    /// (`.infinity` fills what is offered), and places the child at `alignment`.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(.frame(FrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// `content` drawn behind the view, offered the view's size and placed at `alignment`;
    /// it does not change the view's size.
    public func background(alignment: Alignment = .center, @ViewBuilder _ content: () -> some View) -> some View {
        modifier(.background(content(), alignment))
    }
    /// The view's frame filled with `color` behind it.
    public func background(_ color: Color) -> some View { modifier(.background(color, .center)) }
    /// `background` drawn behind the view, proposed the view's size and aligned in it (SwiftUI's
    /// `.background(_:alignment:)`).
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(.background(background, alignment))
    }
    /// `content` drawn in front of the view, offered the view's size and placed at `alignment`;
    /// it does not change the view's size.
    public func overlay(alignment: Alignment = .center, @ViewBuilder _ content: () -> some View) -> some View {
        modifier(.overlay(content(), alignment))
    }
    /// `overlay` drawn in front of the view, proposed the view's size and aligned in it (SwiftUI's
    /// `.overlay(_:alignment:)`).
    /// Shows the view only where `mask` is drawn, with the mask's opacity (its colours do not matter),
    /// as SwiftUI's `mask(alignment:_:)`: the mask is laid out like an overlay, in the view's frame.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(.mask(mask(), alignment))
    }

    /// The older spelling of `mask(alignment:_:)`, with the mask view as a value.
    public func mask<Mask: View>(_ mask: Mask) -> some View { modifier(.mask(mask, .center)) }

    /// The older spelling of `overlay(alignment:_:)`, with the overlay view as a value.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(.overlay(overlay, alignment))
    }
    /// Takes all the space offered and places the view's centre at (`x`, `y`) points in it; the view
    /// is offered that same space.
    public func position(x: Double = 0, y: Double = 0) -> some View { modifier(.position(x: x, y: y)) }
    /// The same as `position(x:y:)`, at `point`.
    public func position(_ point: Point) -> some View { modifier(.position(x: point.x, y: point.y)) }

    /// The view drawn at `value` opacity (0...1, multiplied with its ancestors'); animatable.
    public func opacity(_ value: Double) -> some View { modifier(.opacity(value)) }
    /// The view drawn scaled by `s` about `anchor`; layout is not affected.
    public func scaleEffect(_ s: Double, anchor: Alignment = .center) -> some View { modifier(.scale(x: s, y: s, anchor: anchor)) }
    /// The view drawn scaled by `x` and `y` about `anchor`; layout is not affected.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: Alignment = .center) -> some View { modifier(.scale(x: x, y: y, anchor: anchor)) }
    /// The view drawn moved by (`x`, `y`) points; layout is not affected. Animatable.
    public func offset(x: Double = 0, y: Double = 0) -> some View { modifier(.offset(x: x, y: y)) }
    /// Draws the view turned by `angle` (clockwise on screen) about `anchor`, as SwiftUI's
    /// `rotationEffect`: its layout is unchanged, its content is drawn into a layer that is rotated as it
    /// is composited (bilinear resampling). The angle animates. Presses are taken where the view is
    /// laid out, as if unturned.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(.rotation(radians: angle.radians, anchor: anchor))
    }
    /// The view drawn moved by `size` points; layout is not affected.
    public func offset(_ size: Size) -> some View { modifier(.offset(x: size.width, y: size.height)) }
    /// Drawing order among siblings: higher is in front (ties keep builder order);
    /// holds through `if` branches, so a leaving view can stay on top.
    public func zIndex(_ z: Double) -> some View { modifier(.zIndex(z)) }
    /// The order in which a stack offers its room, as SwiftUI's `layoutPriority`: the children with
    /// the highest priority are offered all of it but the least the lower ones need, before any other
    /// child is offered anything; 0 by default. Holds through other modifiers and `if` branches.
    public func layoutPriority(_ value: Double) -> some View { modifier(.layoutPriority(value)) }
    /// Clips the view's drawing to `shape` in its frame (anti-aliased edges).
    public func clipShape(_ shape: ShapeKind) -> some View { modifier(.clip(shape)) }
    /// Clips the view to its frame with corners of `r` points; animatable.
    public func cornerRadius(_ r: Double) -> some View { modifier(.clip(.roundedRectangle(cornerRadius: r))) }
    /// Clips the view's drawing to its frame.
    public func clipped() -> some View { modifier(.clip(.rectangle)) }
    /// A drop shadow of the view's shape: blur `radius` points, moved by (`x`, `y`) points.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        modifier(.shadow(color: color, radius: radius, x: x, y: y))
    }
    /// Blurs the view's drawing with a Gaussian of σ = `radius` points; `opaque` repeats
    /// edge pixels instead of fading to transparent. Animatable.
    public func blur(radius: Double, opaque: Bool = false) -> some View { modifier(.blur(radius: radius, opaque: opaque)) }
    /// A frosted-glass material: everything drawn beneath the view, inside its frame, blurred by
    /// `radius` points and covered by `tint`, shown at the view's opacity as one group (so it fades in
    /// and out with it), then the view's own content. The tinted blur is cached while what is beneath
    /// does not change.
    public func backdropBlur(radius: Double, tint: Color = .clear) -> some View { modifier(.backdropBlur(radius: radius, tint: tint)) }
    /// The view takes its ideal size on the chosen axes, whatever it is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View { modifier(.fixedSize(horizontal: horizontal, vertical: vertical)) }
    /// The area in which taps and drags hit the view: `shape` in its frame, drawn or not.
    public func contentShape(_ shape: ShapeKind) -> some View { modifier(.contentShape(shape)) }
    /// With false, pointer events pass through the view and everything in it to what is beneath.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(.hitTesting(enabled)) }
    /// Names the view for event scripts and traces (`#name`).
    public func identifier(_ name: String) -> some View { modifier(.identifier(name)) }

    /// Sets the foreground colour (text, icons, unfilled shapes) for everything inside.
    public func foregroundColor(_ color: Color) -> some View {
        modifier(.environment {
            $0.foregroundColor = color
            $0.foregroundIsChosen = true
        })
    }
    /// Sets the font of every text inside that does not name its own.
    public func font(_ font: Font) -> some View { modifier(.environment { $0.font = font }) }
    /// Sets how lines of multi-line text inside are aligned.
    public func multilineTextAlignment(_ a: TextAlignment) -> some View { modifier(.environment { $0.textAlignment = a }) }
    /// Limits text inside to `n` lines (the last cut line ends in "…"); nil removes a limit.
    public func lineLimit(_ n: Int?) -> some View { modifier(.environment { $0.lineLimit = n }) }
    /// Lets text inside shrink its font down to `factor` of its size (0 to 1) to fit the width it is
    /// offered on its lines without breaking a word or being cut off, as SwiftUI's does; below that
    /// it breaks or truncates as usual.
    public func minimumScaleFactor(_ factor: Double) -> some View {
        modifier(.environment { $0.minimumScaleFactor = factor.isFinite ? min(1, max(0.01, factor)) : 1 })
    }
    /// Sets an environment value for this view and everything inside it.
    public func environment<V>(_ key: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(.environment { $0[keyPath: key] = value })
    }
    /// Changes an environment value for this view and everything inside it, as SwiftUI's
    /// `transformEnvironment(_:transform:)`.
    public func transformEnvironment<V>(_ key: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(.environment { transform(&$0[keyPath: key]) })
    }

    /// How this view arrives and leaves when an animated update inserts or removes it
    /// (opacity when none is given).
    public func transition(_ t: AnyTransition) -> some View { modifier(.transition(t)) }
    /// Animates every change inside this view with `animation` when `value` changes.
    public func animation<V: Hashable>(_ animation: Animation?, value: V) -> some View { modifier(.animation(animation, AnyHashable(value))) }

    /// Calls `action` after the update that inserts the view.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View { modifier(.lifecycle(.appear(action))) }
    /// Calls `action` after the update that removes the view (its removal transition may still run).
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View { modifier(.lifecycle(.disappear(action))) }
    /// Calls `action` after an update in which `value` differs from the previous evaluation's.
    public func onChange<V: Hashable>(of value: V, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(.lifecycle(.change(AnyHashable(value), action)))
    }
}
