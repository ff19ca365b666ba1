import Geometry
import Motion
import ViewTree

/// The configuration popover (400 pt wide, up to 700 tall): the original's sliders in pairs
/// under their section headers, the dark-mode and slow-animation switches and "Reset to Defaults".
/// Sliders edit the live configuration, so the grid and the modal follow at once.
struct MealsConfigPanel: View {
    let config: HeroConfiguration
    let palette: MealsPalette
    let height: Double
    let actions: MealsActions

    /// Width of each slider: two side by side in the panel's rows.
    static let sliderWidth = 158.0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(Array(ConfigSlider.sections.enumerated()), id: \.offset) { _, section in
                    header(section.title)
                    VStack(spacing: 0) {
                        ForEach(Array(section.rows.enumerated()), id: \.offset) { _, row in
                            pair(row.0, row.1)
                        }
                    }
                    .background(palette.cell)
                    .cornerRadius(10)
                }
                header("Other")
                VStack(spacing: 0) {
                    Toggle("Dark Mode", isOn: Binding(get: { config.darkMode }, set: { dark in
                        var c = config
                        c.darkMode = dark
                        actions.edit(c)
                    }))
                    .padding(horizontal: 16, vertical: 8)
                    .identifier("config.dark")
                    Divider().padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
                    Toggle("Slow Animations", isOn: actions.slow)
                        .padding(horizontal: 16, vertical: 8)
                        .identifier("config.slow")
                    Divider().padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
                    Button(action: actions.reset) {
                        Text("Reset to Defaults").foregroundColor(palette.tint).frame(maxWidth: .infinity, minHeight: 44)
                    }
                    .identifier("config.reset")
                }
                .background(palette.cell)
                .cornerRadius(10)
            }
            .padding(16)
        }
        .foregroundColor(palette.label)
        .frame(width: 400, height: max(200, height))
        .background(palette.groupedBackground)
        .cornerRadius(14)
        .shadow(color: Color.black.opacity(0.35), radius: 20, y: 6)
        .identifier("config")
    }

    private func header(_ title: String) -> some View {
        Text(title.uppercased()).font(.caption).foregroundColor(palette.secondaryLabel)
            .padding(EdgeInsets(top: 10, leading: 16, bottom: 2, trailing: 0))
    }

    /// Two labels centred over two sliders.
    private func pair(_ a: ConfigSlider, _ b: ConfigSlider) -> some View {
        VStack(spacing: 8) {
            HStack {
                Text(a.text(config)).frame(maxWidth: .infinity)
                Text(b.text(config)).frame(maxWidth: .infinity)
            }
            HStack(spacing: 20) {
                slider(a)
                slider(b)
            }
        }
        .padding(horizontal: 12, vertical: 8)
    }

    private func slider(_ s: ConfigSlider) -> some View {
        Slider(value: Binding(get: { config[keyPath: s.keyPath] }, set: { v in
            var c = config
            c[keyPath: s.keyPath] = v
            actions.edit(c)
        }), in: s.range(config), width: Self.sliderWidth, tint: palette.tint)
        .identifier("config.\(s.field)")
    }
}
