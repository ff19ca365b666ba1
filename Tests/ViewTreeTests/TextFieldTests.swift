import Geometry
import Testing
@testable import ViewTree

/// Text fields as SwiftUI code writes them: a tap gives the keyboard, typed text and editing keys
/// change the bound string at the caret, Return runs `onSubmit`, Tab moves on, `@FocusState` follows
/// the keyboard and moves it.
@MainActor
@Suite("TextField, SecureField and @FocusState")
struct TextFieldTests {
    @MainActor
    final class Log {
        var name = ""
        var email = ""
        var submitted: [String] = []
        var focused: [String] = []
    }

    enum Field: Hashable { case name, email }

    /// A sign-up form in the idiom of public SwiftUI forms: two fields tied to one `@FocusState`, a
    /// button that moves the keyboard, `onSubmit` on the form.
    struct SignUp: View {
        let log: Log
        @State private var name = ""
        @State private var email = ""
        @FocusState private var field: Field?

        var body: some View {
            VStack(spacing: 12) {
                TextField("Name", text: Binding(get: { name }, set: { name = $0; log.name = $0 }))
                    .focused($field, equals: .name)
                    .identifier("name")
                TextField("Email", text: Binding(get: { email }, set: { email = $0; log.email = $0 }), prompt: Text("you@example.com"))
                    .textFieldStyle(.roundedBorder)
                    .focused($field, equals: .email)
                    .identifier("email")
                Button("Next") { field = .email }.identifier("next")
                Button("Done") { field = nil }.identifier("done")
                Text(field.map { "\($0)" } ?? "none").identifier("focus")
            }
            .padding()
            .onSubmit { log.submitted.append("\(field.map { "\($0)" } ?? "none"): \(name) \(email)") }
        }
    }

    @Test("a tap gives a field the keyboard; typed text, Backspace, Delete and the caret keys edit the bound string")
    func typingEdits() throws {
        let log = Log()
        let g = makeGraph { SignUp(log: log) }
        #expect(g.drawnTexts().contains("Name"), "the empty field shows its title as placeholder")
        #expect(g.drawnTexts().contains("you@example.com"), "the prompt stands in for an empty field's text")
        #expect(!g.handleKey("a"), "no field has the keyboard: keys go on to the window")
        g.tap("name", at: 0.1)
        #expect(g.isEditingText)
        g.handle(.text("Ada"))
        g.update(at: 0.2)
        #expect(log.name == "Ada")
        #expect(!g.drawnTexts().contains("Name"), "the placeholder goes once there is text")
        g.handle(.key("backspace"))
        #expect(log.name == "Ad")
        g.handle(.key("left"))
        g.handle(.text("x"))
        #expect(log.name == "Axd")
        g.handle(.key("delete"))
        #expect(log.name == "Ax")
        g.handle(.key("home"))
        g.handle(.text("¡"))
        g.handle(.key("end"))
        g.handle(.text("!"))
        g.update(at: 0.3)
        #expect(log.name == "¡Ax!")
        // The caret sits between the text before and after it: drawn as two runs around it.
        g.handle(.key("left"))
        g.update(at: 0.35)
        let texts = g.drawnTexts()
        #expect(texts.contains("¡Ax") && texts.contains("!"), "\(texts)")
        // Every key is the field's while it has the keyboard, even ones the window would take.
        #expect(g.handleKey("q"))
        #expect(log.name == "¡Ax!")
        // Control characters are not text.
        g.handle(.text("\u{7}\t"))
        #expect(log.name == "¡Ax!")
    }

    @Test("@FocusState follows the field with the keyboard and moves it; Tab goes on; Escape lets go; Return submits")
    func focusState() throws {
        let log = Log()
        let g = makeGraph { SignUp(log: log) }
        func focus() -> String? { g.drawnTexts().first { ["name", "email", "none"].contains($0) } }
        #expect(focus() == "none")
        g.tap("name", at: 0.1)
        g.update(at: 0.15)
        #expect(focus() == "name")
        g.handle(.text("Grace"))
        g.handle(.key("return"))
        #expect(log.submitted == ["name: Grace "])
        // Code moves the keyboard: the button sets the focus state, typing goes to the email field.
        g.tap("next", at: 0.3)
        g.update(at: 0.4)
        #expect(focus() == "email")
        g.handle(.text("grace@navy.mil"))
        #expect(log.email == "grace@navy.mil")
        #expect(log.name == "Grace")
        // Tab goes round to the first field, and the focus state follows.
        g.handle(.key("tab"))
        g.update(at: 0.5)
        #expect(focus() == "name")
        g.handle(.key("shift+tab"))
        g.update(at: 0.55)
        #expect(focus() == "email")
        // nil from code takes the keyboard away.
        g.tap("done", at: 0.6)
        g.update(at: 0.7)
        #expect(focus() == "none")
        #expect(!g.isEditingText)
        g.handle(.text("zzz"))
        #expect(log.email == "grace@navy.mil")
        // Escape lets go too, and the focus state goes back to nil.
        g.tap("email", at: 0.8)
        g.update(at: 0.85)
        #expect(focus() == "email")
        g.handle(.key("escape"))
        g.update(at: 0.9)
        #expect(focus() == "none")
        #expect(!g.handleKey("escape"), "with no field focused, Escape goes on to the window (back)")
    }

    struct Secret: View {
        @State private var password = "hunter2"
        @FocusState private var focused: Bool
        var body: some View {
            VStack {
                SecureField("Password", text: $password).focused($focused).identifier("pw")
                Text(focused ? "editing" : "idle")
            }
        }
    }

    @Test("a secure field draws dots and edits like a text field; a Bool focus state follows it")
    func secureField() throws {
        let g = makeGraph { Secret() }
        #expect(g.drawnTexts().contains("•••••••"))
        #expect(g.drawnTexts().contains("idle"))
        g.tap("pw", at: 0.1)
        g.update(at: 0.2)
        #expect(g.drawnTexts().contains("editing"))
        g.handle(.key("backspace"))
        g.update(at: 0.3)
        #expect(g.drawnTexts().contains("••••••"))
        #expect(!g.drawnTexts().contains { $0.contains("hunter") })
    }

    @Test("a field removed from the tree takes the keyboard with it")
    func removedFieldLetsGo() throws {
        let shown = Flag()
        shown.value = true
        let g = makeGraph {
            VStack {
                if shown.value { TextField("Search", text: .constant("")).identifier("search") }
                Text("below")
            }
        }
        g.tap("search", at: 0.1)
        #expect(g.isEditingText)
        shown.value = false
        g.invalidateContent()
        g.update(at: 0.5)
        g.update(at: 1.5)
        #expect(!g.isEditingText)
        #expect(!g.handleKey("x"))
    }

    @Test("a field disabled while it has the keyboard lets it go, and a tap does not give it back")
    func disabledLetsGo() throws {
        let off = Flag()
        let g = makeGraph {
            VStack {
                TextField("Code", text: .constant("")).disabled(off.value).identifier("code")
                Text("below")
            }
        }
        g.tap("code", at: 0.1)
        #expect(g.isEditingText)
        off.value = true
        g.invalidateContent()
        g.update(at: 0.5)
        g.update(at: 0.6)
        #expect(!g.isEditingText)
        g.tap("code", at: 0.8)
        #expect(!g.isEditingText)
        #expect(!g.handleKey("x"))
    }

    @Test("Shift with the caret keys selects, Ctrl-A selects all; typing and Backspace replace the selection; it is drawn on a band")
    func selection() throws {
        let log = Log()
        let g = makeGraph { SignUp(log: log) }
        g.tap("name", at: 0.1)
        g.handle(.text("Ada Lovelace"))
        g.handle(.key("shift+left"))
        g.handle(.key("shift+left"))
        g.handle(.key("shift+left"))
        g.update(at: 0.2)
        // "ace" selected: drawn as its own run (on the tint band), the rest before it (spaces drawn as
        // no-break spaces, so a run ending in one keeps its width).
        let texts = g.drawnTexts()
        #expect(texts.contains("Ada\u{00A0}Lovel") && texts.contains("ace"), "\(texts)")
        g.handle(.text("ock"))
        #expect(log.name == "Ada Lovelock")
        g.handle(.key("shift+home"))
        g.handle(.key("backspace"))
        #expect(log.name == "")
        g.handle(.text("Grace"))
        g.handle(.key("ctrl+a"))
        g.handle(.key("left"))
        g.handle(.text("¡"))
        #expect(log.name == "¡Grace", "Left collapses a selection to its start")
        g.handle(.key("ctrl+a"))
        g.handle(.key("right"))
        g.handle(.text("!"))
        #expect(log.name == "¡Grace!", "Right collapses it to its end")
        // A selection shrunk back to nothing leaves none behind: Backspace then removes one character.
        g.handle(.key("shift+left"))
        g.handle(.key("shift+right"))
        g.handle(.key("backspace"))
        g.handle(.text("?"))
        #expect(log.name == "¡Grace?", "no hidden selection after Backspace")
    }

    @Test("Ctrl-C, Ctrl-X and Ctrl-V copy, cut and paste through the clipboard (in memory without a window); a secure field is never copied")
    func clipboard() throws {
        Clipboard.useMemory()
        defer { Clipboard.useMemory() }
        let log = Log()
        let g = makeGraph { SignUp(log: log) }
        g.tap("name", at: 0.1)
        g.handle(.text("Ada Lovelace"))
        g.handle(.key("shift+home"))
        g.handle(.key("ctrl+c"))
        #expect(Clipboard.read() == "Ada Lovelace")
        g.handle(.key("end"))
        g.handle(.key("shift+left"))
        g.handle(.key("shift+left"))
        g.handle(.key("shift+left"))
        g.handle(.key("shift+left"))
        g.handle(.key("shift+left"))
        g.handle(.key("shift+left"))
        g.handle(.key("shift+left"))
        g.handle(.key("shift+left"))
        g.handle(.key("ctrl+x"))
        #expect(log.name == "Ada " && Clipboard.read() == "Lovelace")
        g.handle(.key("tab"))
        g.update(at: 0.2)
        g.handle(.key("ctrl+v"))
        g.update(at: 0.3)
        #expect(log.email == "Lovelace")
        // Line breaks in what is pasted become spaces: a field is one line.
        Clipboard.write("a\nb")
        g.handle(.key("ctrl+v"))
        #expect(log.email == "Lovelacea b")

        var secret = "hunter2"
        let s = makeGraph {
            SecureField("Password", text: Binding(get: { secret }, set: { secret = $0 })).identifier("pw")
        }
        UIPasteboard.general.string = "kept"
        #expect(UIPasteboard.general.hasStrings)
        s.tap("pw", at: 0.1)
        s.handle(.key("ctrl+a"))
        s.handle(.key("ctrl+c"))
        s.handle(.key("ctrl+x"))
        #expect(Clipboard.read() == "kept" && secret == "hunter2", "nothing copied or cut out of a secure field")
    }
}
