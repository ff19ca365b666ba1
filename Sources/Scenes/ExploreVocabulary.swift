/// What `hero explore` may do to a scene beyond the taps, presses, drags, scrolls and resizes every
/// scene gets: the keys it answers, the drag distances that decide something (drags are made just short
/// of and just past each), the full-window layers that must cover the window whenever they show, and
/// whether it animates forever by design, and the signature transitions (besides the scene's demo) whose
/// per-frame steps set how fast an element may move.
public struct ExploreVocabulary: Sendable {
    /// Key names as scripts write them (`escape`, `left`, `space`, ...).
    public var keys: [String]
    /// Drag distances in points at which the scene decides (dismiss, swipe, fling...).
    public var dragThresholds: [Double]
    /// Identifiers of full-window layers (a blurred backdrop): visible means covering the whole window.
    public var fullWindowLayers: [String]
    /// The scene loops an animation on purpose (the test card): the `rest` invariant does not apply.
    public var animatesForever: Bool
    /// Event scripts (`;`-separated) of the scene's signature transitions other than its demo (an
    /// orientation switch, say).
    public var signatures: [String]

    /// A vocabulary; by default only the Escape key and no scene-specific gestures.
    public init(keys: [String] = ["escape"], dragThresholds: [Double] = [], fullWindowLayers: [String] = [],
                animatesForever: Bool = false, signatures: [String] = []) {
        self.keys = keys
        self.dragThresholds = dragThresholds
        self.fullWindowLayers = fullWindowLayers
        self.animatesForever = animatesForever
        self.signatures = signatures
    }
}
