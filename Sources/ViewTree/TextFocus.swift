/// Which text field has the keyboard, and its caret: one per graph (`ViewGraph.textFocus`). A field
/// registers an editor each time its body is evaluated (with its current binding and actions); keys
/// and typed text go to the focused field's editor. Focus follows a tap on a field, Tab and Shift-Tab
/// (the next or previous field in tree order), Escape (none), and `@FocusState` written by code.
///
/// Selection: Shift with Left, Right, Home or End extends it from where it began (`anchor`), Ctrl-A
/// selects all; typing, pasting, Backspace and Delete replace it; Ctrl-C and Ctrl-X copy it to the
/// `Clipboard` (not from a secure field), Ctrl-V pastes.
///
/// Invariants: `focused` is nil or a node that registered an editor; the caret and the anchor are
/// counts of `Character`s from the start of the focused field's text, 0...its count (clamped when the
/// text is changed from outside); the selection is between them, empty when they are equal or there
/// is no anchor.
@MainActor
final class TextFocus {
    /// What a field does with the keyboard, made by its body from its current values.
    struct Editor {
        weak var node: Node?
        let text: Binding<String>
        /// `onSubmit` actions around the field and its own `onCommit`, run by Return.
        let submit: [@MainActor () -> Void]
        /// Told when the field gains (true) or loses focus: writes its `@FocusState` binding.
        let focusChanged: @MainActor (Bool) -> Void
        /// A secure field: its text is never copied out.
        var isSecure = false
    }

    private var editors: [ObjectIdentifier: Editor] = [:]
    /// The field with the keyboard (weak: a field removed from the tree loses it).
    private(set) weak var focused: Node?
    /// The caret in the focused field, in characters from its start.
    private(set) var caret = 0
    /// Where the selection began (nil: nothing selected); the selection runs from here to the caret.
    private(set) var anchor: Int?

    /// Registers `editor` for its node (the field evaluating its body), replacing the one before.
    func register(_ editor: Editor) {
        guard let node = editor.node else { return }
        editors[ObjectIdentifier(node)] = editor
    }

    /// True when `node` has the keyboard.
    func isFocused(_ node: Node?) -> Bool { node != nil && focused === node && node?.host != nil }

    /// The focused field's editor, if it is still in the tree.
    private var current: Editor? {
        guard let node = focused, node.host != nil else { return nil }
        return editors[ObjectIdentifier(node)]
    }

    /// The caret clamped to `count` characters (the text may have changed from outside).
    func caret(in count: Int) -> Int { max(0, min(count, caret)) }

    /// The selected characters of a text of `count` characters (nil: none selected).
    func selection(in count: Int) -> Range<Int>? {
        guard let anchor else { return nil }
        let a = max(0, min(count, anchor)), c = caret(in: count)
        return a == c ? nil : min(a, c)..<max(a, c)
    }

    /// Gives `node` the keyboard, its caret at the end of its text; the field that had it is told.
    func focus(_ node: Node?) {
        let old = current
        if let node, node === focused { return }
        focused = node
        if let old, let was = old.node {
            was.invalidate()
            old.focusChanged(false)
        }
        guard let node, let editor = editors[ObjectIdentifier(node)] else {
            focused = nil
            return
        }
        caret = editor.text.wrappedValue.count
        anchor = nil
        node.invalidate()
        editor.focusChanged(true)
    }

    /// Typed text (control characters dropped) inserted at the caret of the focused field. False when
    /// no field has the keyboard.
    func insert(_ typed: String) -> Bool {
        guard let editor = current else { return false }
        let clean = String(typed.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
        guard !clean.isEmpty else { return true }
        var text = editor.text.wrappedValue
        deleteSelection(&text)
        let at = text.index(text.startIndex, offsetBy: caret(in: text.count))
        let before = text.count
        text.insert(contentsOf: clean, at: at)
        // Characters can merge with their neighbours (a combining mark): the caret moves by the growth.
        caret = caret(in: before) + (text.count - before)
        editor.text.wrappedValue = text
        editor.node?.invalidate()
        return true
    }

    /// Removes the selected characters from `text` (the caret goes to where they were); false when
    /// nothing was selected.
    @discardableResult
    private func deleteSelection(_ text: inout String) -> Bool {
        defer { anchor = nil }
        guard let range = selection(in: text.count) else { return false }
        let lo = text.index(text.startIndex, offsetBy: range.lowerBound), hi = text.index(text.startIndex, offsetBy: range.upperBound)
        text.removeSubrange(lo..<hi)
        caret = range.lowerBound
        return true
    }

    /// Moves the caret to `position`, extending the selection when `extending` (Shift held), else
    /// dropping it.
    private func moveCaret(to position: Int, extending: Bool, from at: Int) {
        if extending { anchor = anchor ?? at } else { anchor = nil }
        caret = position
    }

    /// Ctrl-A, Ctrl-C, Ctrl-X and Ctrl-V; false for another key.
    private func clipboardKey(_ name: String, _ editor: Editor, _ text: inout String) -> Bool {
        switch name {
        case "ctrl+a":
            anchor = 0
            caret = text.count
        case "ctrl+c", "ctrl+x":
            guard let range = selection(in: text.count), !editor.isSecure else { return true }
            let lo = text.index(text.startIndex, offsetBy: range.lowerBound), hi = text.index(text.startIndex, offsetBy: range.upperBound)
            Clipboard.write(String(text[lo..<hi]))
            if name == "ctrl+x" {
                deleteSelection(&text)
                editor.text.wrappedValue = text
            }
        case "ctrl+v":
            // One line: line breaks in what is pasted become spaces.
            if let pasted = Clipboard.read() {
                let oneLine = String(pasted.map { (c: Character) -> Character in c.isNewline ? " " : c })
                _ = insert(oneLine)
            }
        default:
            return false
        }
        return true
    }

    /// A key while a field has the keyboard: editing and caret keys act, Return submits, Tab moves
    /// focus on, Escape lets go; every key is taken (none reaches the window's own keys). False when no
    /// field has the keyboard.
    func key(_ name: String, in root: Node) -> Bool {
        guard let editor = current else { return false }
        var text = editor.text.wrappedValue
        let at = caret(in: text.count)
        if clipboardKey(name, editor, &text) {
            editor.node?.invalidate()
            return true
        }
        let selected = selection(in: text.count)
        switch name {
        case "backspace" where selected != nil, "delete" where selected != nil:
            deleteSelection(&text)
            editor.text.wrappedValue = text
        case "backspace" where at > 0:
            text.remove(at: text.index(text.startIndex, offsetBy: at - 1))
            caret = at - 1
            anchor = nil
            editor.text.wrappedValue = text
        case "delete" where at < text.count:
            text.remove(at: text.index(text.startIndex, offsetBy: at))
            caret = at
            anchor = nil
            editor.text.wrappedValue = text
        // Without Shift, Left and Right first collapse a selection to its start or end.
        case "left": moveCaret(to: selected?.lowerBound ?? max(0, at - 1), extending: false, from: at)
        case "right": moveCaret(to: selected?.upperBound ?? min(text.count, at + 1), extending: false, from: at)
        case "home", "up": moveCaret(to: 0, extending: false, from: at)
        case "end", "down": moveCaret(to: text.count, extending: false, from: at)
        case "shift+left": moveCaret(to: max(0, at - 1), extending: true, from: at)
        case "shift+right": moveCaret(to: min(text.count, at + 1), extending: true, from: at)
        case "shift+home": moveCaret(to: 0, extending: true, from: at)
        case "shift+end": moveCaret(to: text.count, extending: true, from: at)
        case "return":
            for action in editor.submit { action() }
        case "tab", "shift+tab":
            let order = fields(in: root)
            if let i = order.firstIndex(where: { $0 === editor.node }), order.count > 1 {
                focus(order[(i + (name == "tab" ? 1 : order.count - 1)) % order.count])
            }
            return true
        case "escape":
            focus(nil)
            return true
        default:
            return true
        }
        editor.node?.invalidate()
        return true
    }

    /// The registered fields still in the tree under `root`, in tree order (drops the others).
    func fields(in root: Node) -> [Node] {
        var out: [Node] = []
        root.walk { n in if !n.isGoingAway, editors[ObjectIdentifier(n)] != nil { out.append(n) } }
        let alive = Set(out.map(ObjectIdentifier.init))
        editors = editors.filter { alive.contains($0.key) }
        return out
    }
}

extension ViewGraph {
    /// A key for the focused text field, if one has the keyboard: true when taken (every key is, while
    /// a field has it). Call before the window's own keys.
    public func handleKey(_ name: String) -> Bool {
        textFocus.key(name, in: root)
    }

    /// True while a text field has the keyboard.
    public var isEditingText: Bool { textFocus.isFocused(textFocus.focused) }
}
