import SwiftHero

// A custom ToggleStyle: a checkbox drawn from the configuration, flipped by a tap.
struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 4)
                .stroke(Color.blue, lineWidth: 2)
                .frame(width: 22, height: 22)
                .overlay(
                    Image(systemName: "checkmark")
                        .foregroundColor(.blue)
                        .opacity(configuration.isOn ? 1 : 0)
                )
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

struct Checklist: View {
    @State private var milk = true
    @State private var eggs = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Toggle(isOn: $milk) { Text("Milk") }
            Toggle(isOn: $eggs) { Text("Eggs") }
        }
        .toggleStyle(CheckboxStyle())
    }
}

#Preview { Checklist() }
