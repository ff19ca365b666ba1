/// SF Symbols names (`Image(systemName:)`) resolved to glyphs of the icon fonts Debian packages: the
/// Material Design Icons community set (`mdi:` names, filled and `-outline` variants) first, Google's
/// Material Icons second. SF Symbols are Apple's and are not on Linux; this table maps the names
/// animation code uses to the nearest glyph.
///
/// A name is read as a base ("heart", "chevron.right", "square.and.arrow.up") and modifiers SF adds
/// after it: `.fill` (the filled variant), `.circle` / `.square` (the glyph in a circle or a box).
/// Without `.fill` the outline variant is chosen when the font has one, as SF draws outlines by default;
/// `symbolVariant(.fill)` asks for the filled one.
public enum SystemSymbols {
    /// The catalogue name (for example "mdi:heart-outline") of the glyph for SF name `name`, given which
    /// names the catalogue has; nil when nothing is close.
    public static func iconName(for name: String, filled: Bool = false, has: (String) -> Bool) -> String? {
        var parts = name.split(separator: ".").map(String.init)
        var fill = filled
        var enclosure: String?
        while let last = parts.last, parts.count > 1 {
            if last == "fill" { fill = true; parts.removeLast(); continue }
            // An enclosure, unless the table names the whole ("person.crop.circle").
            let whole = parts.joined(separator: ".")
            if ["circle", "square"].contains(last), !enclosed.keys.contains(whole), table[whole] == nil, materialTable[whole] == nil {
                enclosure = last
                parts.removeLast()
                continue
            }
            break
        }
        let base = parts.joined(separator: ".")
        let candidates = (enclosed[base].map { [$0] } ?? []) + (table[base] ?? [base.replacingDots()])
        for mdi in candidates {
            let stem: String
            if let enclosure {
                stem = mdi + (enclosure == "circle" ? "-circle" : "-box")
            } else {
                stem = mdi
            }
            for name in fill ? [stem, stem + "-outline"] : [stem + "-outline", stem] where has("mdi:" + name) {
                return "mdi:" + name
            }
            if enclosure != nil {
                // No enclosed glyph: the bare glyph.
                for name in fill ? [mdi, mdi + "-outline"] : [mdi + "-outline", mdi] where has("mdi:" + name) { return "mdi:" + name }
            }
        }
        if let material = materialTable[base], has(material) { return material }
        return nil
    }

    /// The glyph drawn for a name nothing matches: a question mark in a circle.
    public static let placeholder = "mdi:help-circle-outline"

    /// SF names whose enclosure is part of the name.
    static let enclosed: [String: String] = [
        "multiply.circle": "close-circle", "xmark.circle": "close-circle", "plus.circle": "plus-circle",
        "minus.circle": "minus-circle", "checkmark.circle": "check-circle", "person.circle": "account-circle",
        "info.circle": "information", "exclamationmark.circle": "alert-circle", "questionmark.circle": "help-circle",
        "play.circle": "play-circle", "pause.circle": "pause-circle", "stop.circle": "stop-circle",
        "checkmark.square": "checkbox-marked", "plus.square": "plus-box", "minus.square": "minus-box",
        "xmark.square": "close-box", "pencil.circle": "pencil", "arrow.up.circle": "arrow-up-bold-circle",
        "arrow.down.circle": "arrow-down-bold-circle",
    ]

    /// SF base name → MDI names to try, in order.
    static let table: [String: [String]] = [
        "xmark": ["close"], "multiply": ["close"], "plus": ["plus"], "minus": ["minus"], "checkmark": ["check"],
        "heart": ["heart"], "star": ["star"], "bookmark": ["bookmark"], "flag": ["flag"], "tag": ["tag"],
        "bell": ["bell"], "gift": ["gift"], "trash": ["delete"], "folder": ["folder"], "doc": ["file"],
        "doc.text": ["file-document"], "book": ["book-open-variant", "book"], "pencil": ["pencil"],
        "pencil.slash": ["pencil-off"], "pencil.line": ["pencil"], "pencil.and.outline": ["pencil-box"],
        "square.and.pencil": ["pencil-box"], "eraser": ["eraser"], "lasso": ["vector-selection", "selection"],
        "scissors": ["content-cut"], "paperclip": ["paperclip"], "link": ["link"], "pin": ["pin"],
        "square.and.arrow.up": ["share-variant", "share"], "square.and.arrow.down": ["download"],
        "tray.and.arrow.down": ["download"], "tray.and.arrow.up": ["upload"], "tray": ["inbox"],
        "magnifyingglass": ["magnify"], "line.3.horizontal": ["menu"], "line.horizontal.3": ["menu"],
        "ellipsis": ["dots-horizontal"], "ellipsis.vertical": ["dots-vertical"], "gear": ["settings"],
        "gearshape": ["settings"], "slider.horizontal.3": ["tune"], "line.3.horizontal.decrease": ["filter"],
        "arrow.up.arrow.down": ["sort"], "list.bullet": ["format-list-bulleted"], "square.grid.2x2": ["view-grid"],
        "square.grid.3x3": ["view-module"], "rectangle.grid.1x2": ["view-agenda"], "house": ["home"],
        "person": ["account"], "person.2": ["account-multiple"], "person.3": ["account-multiple"],
        "person.crop.circle": ["account-circle"], "envelope": ["email"], "paperplane": ["send"], "message": ["message"],
        "bubble.left": ["comment"], "bubble.right": ["comment"], "phone": ["phone"], "video": ["video"],
        "camera": ["camera"], "photo": ["image"], "photo.on.rectangle": ["image-multiple"], "mic": ["microphone"],
        "music.note": ["music-note"], "headphones": ["headphones"], "speaker.wave.2": ["volume-high"],
        "speaker.wave.3": ["volume-high"], "speaker": ["volume-low"], "speaker.slash": ["volume-off"], "play": ["play"],
        "pause": ["pause"], "stop": ["stop"], "forward": ["fast-forward"], "backward": ["rewind"],
        "forward.end": ["skip-next"], "backward.end": ["skip-previous"], "goforward": ["refresh"],
        "gobackward": ["undo"], "arrow.clockwise": ["refresh"], "arrow.counterclockwise": ["undo"],
        "repeat": ["repeat"], "shuffle": ["shuffle"], "chevron.right": ["chevron-right"],
        "chevron.left": ["chevron-left"], "chevron.up": ["chevron-up"], "chevron.down": ["chevron-down"],
        "chevron.forward": ["chevron-right"], "chevron.backward": ["chevron-left"], "arrow.right": ["arrow-right"],
        "arrow.left": ["arrow-left"], "arrow.up": ["arrow-up"], "arrow.down": ["arrow-down"],
        "arrow.up.right": ["arrow-top-right"], "arrow.uturn.backward": ["undo"], "arrow.uturn.forward": ["redo"],
        "arrow.triangle.2.circlepath": ["sync"], "info": ["information"], "exclamationmark.triangle": ["alert"],
        "exclamationmark": ["exclamation"], "questionmark": ["help"], "lock": ["lock"], "lock.open": ["lock-open"],
        "key": ["key"], "eye": ["eye"], "eye.slash": ["eye-off"], "hand.thumbsup": ["thumb-up"],
        "hand.thumbsdown": ["thumb-down"], "flame": ["fire"], "bolt": ["flash"], "leaf": ["leaf"], "cloud": ["cloud"],
        "cloud.rain": ["weather-rainy"], "cloud.sun": ["weather-partlycloudy"], "sun.max": ["weather-sunny"],
        "sun.min": ["white-balance-sunny"], "moon": ["weather-night"], "moon.stars": ["weather-night"],
        "drop": ["water"], "globe": ["earth"], "map": ["map"], "mappin": ["map-marker"],
        "mappin.and.ellipse": ["map-marker-radius"], "location": ["navigation"], "location.north": ["navigation"],
        "airplane": ["airplane"], "car": ["car"], "bus": ["bus"], "tram": ["train"], "bicycle": ["bike"],
        "figure.walk": ["walk"], "figure.run": ["run"], "cart": ["cart"], "bag": ["shopping"],
        "creditcard": ["credit-card"], "dollarsign": ["currency-usd"], "calendar": ["calendar"], "clock": ["clock"],
        "alarm": ["alarm"], "timer": ["timer"], "stopwatch": ["timer"], "wifi": ["wifi"],
        "antenna.radiowaves.left.and.right": ["access-point"], "battery.100": ["battery"], "battery.25": ["battery-20"],
        "power": ["power"], "keyboard": ["keyboard"], "printer": ["printer"], "desktopcomputer": ["desktop-mac"],
        "laptopcomputer": ["laptop"], "iphone": ["cellphone"], "ipad": ["tablet"], "applewatch": ["watch"],
        "tv": ["television"], "gamecontroller": ["gamepad-variant"], "apple.logo": ["apple"], "applelogo": ["apple"],
        "swift": ["language-swift", "code-tags"], "chart.bar": ["chart-bar"], "chart.pie": ["chart-pie"],
        "waveform": ["pulse"], "crown": ["crown"], "circle": ["checkbox-blank-circle"], "square": ["checkbox-blank"],
        "triangle": ["triangle"], "hexagon": ["hexagon"], "sparkles": ["auto-fix", "star-four-points"],
        "wand.and.stars": ["auto-fix"], "paintbrush": ["brush"], "paintpalette": ["palette"], "film": ["filmstrip"],
        "ticket": ["ticket"], "house.fill": ["home"], "building.2": ["domain"], "wrench": ["wrench"],
        "cup.and.saucer": ["coffee"], "takeoutbag.and.cup.and.straw": ["food"], "birthday.cake": ["cake"],
        "pawprint": ["paw"], "ant": ["bug"], "ladybug": ["bug"], "plus.magnifyingglass": ["magnify-plus"],
        "minus.magnifyingglass": ["magnify-minus"], "arrow.up.left.and.arrow.down.right": ["arrow-expand"],
        "rectangle.portrait.and.arrow.right": ["logout"], "square.stack": ["layers"], "rectangle.stack": ["layers"],
        "text.bubble": ["comment-text"], "at": ["at"], "number": ["pound"], "arrowshape.backward": ["arrow-left-bold"],
        "arrowshape.forward": ["arrow-right-bold"], "arrowshape.left": ["arrow-left-bold"],
        "arrowshape.right": ["arrow-right-bold"], "arrowshape.up": ["arrow-up-bold"],
        "arrowshape.down": ["arrow-down-bold"], "arrowshape.turn.up.left": ["reply"],
        "arrowshape.turn.up.right": ["share"], "arrowshape.turn.up.backward": ["reply"],
        "arrowshape.turn.up.forward": ["share"], "eyedropper": ["eyedropper"],
        "eyedropper.halffull": ["eyedropper-variant", "eyedropper"],
        "eyedropper.full": ["eyedropper-variant", "eyedropper"], "bell.badge": ["bell-badge", "bell-ring"],
        "music.mic": ["microphone-variant"], "heart.text.square": ["heart-box"], "doc.on.doc": ["content-copy"],
        "doc.on.clipboard": ["content-paste"], "clipboard": ["clipboard"], "list.dash": ["format-list-bulleted"],
        "square.grid.2x2.fill": ["view-grid"], "rectangle.grid.2x2": ["view-grid"], "plus.app": ["plus-box"],
        "app": ["application"], "bubble.left.and.bubble.right": ["forum"], "ellipsis.bubble": ["comment-processing"],
        "bell.slash": ["bell-off"], "wifi.slash": ["wifi-off"], "mic.slash": ["microphone-off"],
        "video.slash": ["video-off"], "location.fill": ["navigation"], "scope": ["crosshairs"], "target": ["target"],
        "trophy": ["trophy"], "graduationcap": ["school"], "lightbulb": ["lightbulb"],
        "person.crop.square": ["account-box"], "person.badge.plus": ["account-plus"],
        "person.badge.minus": ["account-minus"], "figure.stand": ["human-male"], "dumbbell": ["dumbbell"],
        "soccerball": ["soccer"], "football": ["football"], "photo.stack": ["image-multiple"],
        "rectangle.on.rectangle": ["content-duplicate"], "arrow.left.arrow.right": ["swap-horizontal"],
        "arrow.up.and.down": ["swap-vertical"], "arrow.down.left": ["arrow-bottom-left"],
        "arrow.down.right": ["arrow-bottom-right"], "arrow.up.left": ["arrow-top-left"],
        "arrow.backward": ["arrow-left"], "arrow.forward": ["arrow-right"], "archivebox": ["archive"],
        "shippingbox": ["package-variant"], "cube": ["cube-outline"], "cube.box": ["package-variant-closed"],
        "qrcode": ["qrcode"], "barcode": ["barcode"], "touchid": ["fingerprint"], "shield": ["shield"],
        "face.smiling": ["emoticon-happy"], "cloud.bolt": ["weather-lightning"], "cloud.snow": ["weather-snowy"],
        "wind": ["weather-windy"], "thermometer": ["thermometer"], "umbrella": ["umbrella"],
        "sunrise": ["weather-sunset-up"], "sunset": ["weather-sunset-down"],
    ]

    /// Names Material Icons draws when the MDI set has no close glyph.
    static let materialTable: [String: String] = [
        "lasso": "gesture", "house": "home", "gear": "settings", "trash": "delete",
        "arrow.down.right.and.arrow.up.left": "close_fullscreen", "backpack": "backpack", "basketball": "sports_basketball",
        "bookmark.slash": "bookmark_remove", "brain": "psychology", "brain.head.profile": "psychology",
        "camera.rotate": "flip_camera_ios", "checklist": "checklist", "checkmark.shield": "verified_user",
        "chevron.up.chevron.down": "unfold_more", "circle.grid.2x2": "apps", "circle.grid.3x3": "apps",
        "exclamationmark.shield": "gpp_maybe", "faceid": "face", "film.stack": "video_library", "fork.knife": "restaurant",
        "hammer": "hardware", "hand.raised": "front_hand", "hand.tap": "touch_app", "hand.wave": "waving_hand",
        "hands.clap": "celebration", "hare": "cruelty_free", "heart.slash": "heart_broken", "list.number": "format_list_numbered",
        "medal": "military_tech", "music.note.list": "queue_music", "quote.bubble": "format_quote", "rosette": "workspace_premium",
        "seal": "verified", "sidebar.left": "view_sidebar", "sidebar.right": "view_sidebar", "snowflake": "ac_unit",
        "sportscourt": "stadium", "square.and.arrow.up.on.square": "ios_share", "studentdesk": "desk",
        "tennisball": "sports_tennis", "theatermasks": "theater_comedy", "tornado": "tornado", "tortoise": "slow_motion_video",
        "wineglass": "wine_bar", "xmark.bin": "delete_forever",
    ]
}

extension String {
    /// "chevron.right" → "chevron-right": the usual MDI spelling of an SF name.
    fileprivate func replacingDots() -> String { String(map { $0 == "." ? "-" : $0 }) }
}
