/// When no font can be loaded (or `--measure columns`): an action title, or any localisation of
/// it, too long for a button, counted in columns; with a font, action.fit measures it instead.
///
/// Titles must be brief enough not to be truncated; localised titles are often longer than the original.
///
/// - Rule: action.length
/// - Name: Action title length
/// - Source: TXT-06 (HIG Notifications; iOS 7 HIG)
/// - Parameter maxWidth (wholeNumber): columns a button title may take (wide characters count 2)
/// - Fires on: Samples/actions/too-many.yml via actionColumns, saying “columns” (warning)
/// - Silent on: Samples/actions/good.yml via actionColumns
package struct ActionLengthRule: ActionRule {
    package func check(_ category: ActionSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard category.layout == nil else { return [] }
        let counted = " (counted in columns: \(category.columnsReason ?? "no font"))"
        let limit = context.parameters.maxWidth
        return category.actions.flatMap { action in
            action.allTitles.compactMap { language, title in
                let width = TextStyle.width(title)
                guard width > limit else { return nil }
                return context.finding(
                    "\(action.naming(title, language)) is \(width) columns; about \(limit) fit a button\(counted)",
                    fix: "use a shorter word or phrase")
            }
        }
    }
}
