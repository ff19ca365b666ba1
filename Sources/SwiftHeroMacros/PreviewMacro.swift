import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name") { ... }`: declares a type that conforms to `SwiftHero.PreviewProvider`, whose
/// `previews` is the trailing closure's body (a view builder), and that names itself `name` (or the
/// type's file and line when the name is left out). `PreviewCatalog.all` finds it at run time, as it
/// finds every `PreviewProvider`, so the two spellings of a preview are one thing in the library.
///
/// Arguments SwiftUI takes for Xcode's canvas (`traits:`, `body:` written out) are accepted; a trait
/// that is not a size trait is ignored, a `.fixed(width:height:)` or `.sizeThatFitsLayout` trait
/// becomes the preview's size.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var name: ExprSyntax = "nil"
        var layout: ExprSyntax = "nil"
        var bodyClosure: ClosureExprSyntax? = node.trailingClosure
        for argument in node.arguments {
            switch argument.label?.text {
            case nil:
                name = argument.expression
            case "body":
                bodyClosure = argument.expression.as(ClosureExprSyntax.self)
            case "traits":
                if let size = sizeTrait(argument.expression) { layout = size }
            default:
                continue
            }
        }
        guard let bodyClosure else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingBody))
            return []
        }
        if bodyClosure.signature != nil {
            context.diagnose(Diagnostic(node: Syntax(bodyClosure), message: PreviewDiagnostic.closureParameters))
            return []
        }
        let typeName = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location.map { $0.file } ?? "#fileID"
        let line: ExprSyntax = location.map { $0.line } ?? "#line"
        let statements = bodyClosure.statements.trimmed
        return [
            """
            @MainActor struct \(typeName): SwiftHero.PreviewProvider {
                static var previewName: String? { \(name) }
                static var previewSource: (fileID: String, line: Int) { (\(file), \(line)) }
                static var previewLayout: SwiftHero.PreviewLayout? { \(layout) }
                @SwiftHero.ViewBuilder static var previews: some SwiftHero.View {
                    \(statements)
                }
            }
            """,
        ]
    }

    /// `.fixed(width: w, height: h)` or `.sizeThatFitsLayout` among the traits, as a `PreviewLayout`.
    static func sizeTrait(_ expression: ExprSyntax) -> ExprSyntax? {
        let text = expression.trimmedDescription
        if text.contains("sizeThatFitsLayout") { return ".sizeThatFits" }
        guard let call = findFixed(in: Syntax(expression)) else { return nil }
        return ExprSyntax("SwiftHero.PreviewLayout\(call.calledExpression.trimmed)(\(call.arguments.trimmed))")
    }

    private static func findFixed(in syntax: Syntax) -> FunctionCallExprSyntax? {
        if let call = syntax.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "fixed" {
            return call
        }
        for child in syntax.children(viewMode: .sourceAccurate) {
            if let found = findFixed(in: child) { return found }
        }
        return nil
    }
}

/// What `#Preview` says when it cannot make a preview.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody = "#Preview needs a closure that returns the view to preview"
    case closureParameters = "#Preview's closure takes no parameters"

    var message: String { rawValue }
    var diagnosticID: MessageID { MessageID(domain: "SwiftHeroMacros", id: "\(self)") }
    var severity: DiagnosticSeverity { .error }
}

@main
struct SwiftHeroMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
