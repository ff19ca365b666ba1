import Foundation
import Typography

/// A title with an icon before it, as SwiftUI's `Label`: the symbol and the text side by side, 8 pt apart.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label built from `title` and `icon` views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon, then the title.
    public var body: some View {
        HStack(spacing: 8) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// `title` after the SF symbol `systemImage`.
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// `title` after the image `image` from the assets.
    public init(_ title: String, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}
