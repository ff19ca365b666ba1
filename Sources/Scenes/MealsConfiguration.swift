import Geometry

/// Every number the meals scene is drawn with (The SwiftUI Lab's HeroConfiguration), in points.
/// Three presets; the window's orientation picks portrait or landscape, and each keeps its own edits.
struct HeroConfiguration: Equatable, Sendable {
    var verticalSeparation: Double
    var horizontalSeparation: Double
    var thumbnailSize: Size
    var thumbnailRadius: Double
    /// How far the thumbnail zooms into its picture; always within `lowestFactor...highestFactor`.
    var thumbnailScalingFactor: Double {
        get { min(max(storedScaling, lowestFactor), highestFactor) }
        set { storedScaling = min(max(newValue, lowestFactor), highestFactor) }
    }
    private var storedScaling: Double
    var modalImageHeight: Double
    var modalSize: Size
    var modalRadius: Double
    var darkMode: Bool

    /// Width over height of the pictures (600×400).
    static let aspectRatio = 1.5

    init(verticalSeparation: Double, horizontalSeparation: Double, thumbnailSize: Size, thumbnailRadius: Double,
         thumbnailScalingFactor: Double, modalImageHeight: Double, modalSize: Size, modalRadius: Double, darkMode: Bool = true) {
        self.verticalSeparation = verticalSeparation
        self.horizontalSeparation = horizontalSeparation
        self.thumbnailSize = thumbnailSize
        self.thumbnailRadius = thumbnailRadius
        self.storedScaling = thumbnailScalingFactor
        self.modalImageHeight = modalImageHeight
        self.modalSize = modalSize
        self.modalRadius = modalRadius
        self.darkMode = darkMode
    }

    var thumbnailAspectRatio: Double { thumbnailSize.width / max(thumbnailSize.height, 1) }
    /// The least zoom that still fills the thumbnail with the picture.
    var lowestFactor: Double { max(Self.aspectRatio / thumbnailAspectRatio, 1) }
    var highestFactor: Double { 6 * lowestFactor }

    static let standard = HeroConfiguration(verticalSeparation: 30, horizontalSeparation: 30, thumbnailSize: Size(width: 350, height: 350),
                                            thumbnailRadius: 15, thumbnailScalingFactor: 1.5, modalImageHeight: 400,
                                            modalSize: Size(width: 600, height: 400), modalRadius: 15)
    static let portrait = HeroConfiguration(verticalSeparation: 20, horizontalSeparation: 20, thumbnailSize: Size(width: 700, height: 200),
                                            thumbnailRadius: 12, thumbnailScalingFactor: 1.5, modalImageHeight: 400,
                                            modalSize: Size(width: 600, height: 800), modalRadius: 20)
    static let landscape = HeroConfiguration(verticalSeparation: 0, horizontalSeparation: 0, thumbnailSize: Size(width: 280, height: 280),
                                             thumbnailRadius: 0, thumbnailScalingFactor: 1.5, modalImageHeight: 400,
                                             modalSize: Size(width: 600, height: 700), modalRadius: 20)

    static func preset(portrait: Bool) -> HeroConfiguration { portrait ? .portrait : .landscape }

    /// The numbers as drawn in a window of `window` points. The original targets an iPad, where every
    /// preset fits; in a smaller window the thumbnails narrow to the window (less the horizontal
    /// separation on each side) and the modal to the window less `margin` a side, its picture scaled
    /// with its width, so that nothing is drawn off-screen and the close button stays in reach. In
    /// this app's default windows (1280×800, 768×1024) the presets are returned unchanged. The
    /// configuration panel shows and edits the unfitted numbers.
    func fitted(in window: Size, margin: Double = 16) -> HeroConfiguration {
        guard window.width > 0, window.height > 0 else { return self }
        var c = self
        let thumbnailRoom = max(44, window.width - 2 * max(0, horizontalSeparation))
        c.thumbnailSize.width = min(thumbnailSize.width, thumbnailRoom)
        let width = max(100, window.width - 2 * margin), height = max(100, window.height - 2 * margin)
        let k = modalSize.width > width ? width / modalSize.width : 1
        c.modalSize.width = modalSize.width * k
        c.modalSize.height = min(modalSize.height, height)
        c.modalImageHeight = min(modalImageHeight * k, c.modalSize.height)
        return c
    }
}

/// One slider of the configuration panel: its identifier (`config.<field>`), label, format and range.
struct ConfigSlider {
    let field: String
    let label: String
    /// Decimal places shown after the label.
    let decimals: Int
    let range: (HeroConfiguration) -> ClosedRange<Double>
    let keyPath: WritableKeyPath<HeroConfiguration, Double>

    func text(_ config: HeroConfiguration) -> String {
        let v = config[keyPath: keyPath]
        return decimals == 0 ? "\(label) \(Int(v.rounded()))" : "\(label) \(String(format: "%.\(decimals)f", v))"
    }

    /// The panel's rows, two sliders each, by section (the original's configuration panel).
    static var sections: [(title: String, rows: [(ConfigSlider, ConfigSlider)])] { [
        ("Thumbnail Configuration", [
            (ConfigSlider(field: "thumbnailScalingFactor", label: "Scaling", decimals: 2, range: { $0.lowestFactor...$0.highestFactor },
                          keyPath: \.thumbnailScalingFactor),
             ConfigSlider(field: "thumbnailRadius", label: "Radius", decimals: 2, range: { _ in 0...300 }, keyPath: \.thumbnailRadius)),
            (ConfigSlider(field: "thumbnailWidth", label: "Width", decimals: 0, range: { _ in 50...1366 }, keyPath: \.thumbnailSize.width),
             ConfigSlider(field: "thumbnailHeight", label: "Height", decimals: 0, range: { _ in 50...1366 }, keyPath: \.thumbnailSize.height)),
            (ConfigSlider(field: "verticalSeparation", label: "V Space", decimals: 0, range: { _ in 0...200 }, keyPath: \.verticalSeparation),
             ConfigSlider(field: "horizontalSeparation", label: "H Space", decimals: 0, range: { _ in 0...200 }, keyPath: \.horizontalSeparation)),
        ]),
        ("Modal Configuration", [
            (ConfigSlider(field: "modalWidth", label: "Width", decimals: 0, range: { _ in 100...1366 }, keyPath: \.modalSize.width),
             ConfigSlider(field: "modalHeight", label: "Height", decimals: 0, range: { _ in 100...1366 }, keyPath: \.modalSize.height)),
            (ConfigSlider(field: "modalImageHeight", label: "Image Height", decimals: 0, range: { _ in 100...800 }, keyPath: \.modalImageHeight),
             ConfigSlider(field: "modalRadius", label: "Modal Radius", decimals: 0, range: { _ in 0...600 }, keyPath: \.modalRadius)),
        ]),
    ] }
}
