import Foundation

/// An action title, or any localisation of it, cut in its button in the expanded view: measured
/// as laid out in the stand-in font (or `--font`) against the button's width from the preset.
///
/// Titles must be brief enough not to be truncated; localised titles are often longer.
///
/// - Rule: action.fit
/// - Name: Action title fits
/// - Source: TXT-06, TXT-LAYOUT
/// - Fires on: Samples/actions/too-many.yml via actions, saying “is cut in the button at” (warning)
/// - Silent on: Samples/actions/good.yml via actions
package struct ActionFitRule: ActionRule {
    package func check(_ category: ActionSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let engine = category.layout, let surface = engine.surfaces.surfaces.first(where: { $0.buttons == "actions" }),
            let styleName = surface.buttonStyle
        else { return [] }
        return category.actions.flatMap { action in
            action.allTitles.compactMap { language, title in
                let button = engine.button(title, style: engine.surfaces.style(styleName), width: surface.buttonWidth, language: language)
                guard button.isCut else { return nil }
                return context.finding(
                    "\(action.naming(title, language)) is cut in the button at \(TextFitRule.points(button.needed)) of \(TextFitRule.points(button.available)) (shows “\(button.shaped.string(0..<button.layout.shown))…”; measured in \(engine.fontDescription))",
                    fix: "use a shorter word or phrase", subject: "\(action.identifier) \(language)")
            }
        }
    }
}
