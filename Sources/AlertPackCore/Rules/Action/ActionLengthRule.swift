/// `action.length`: titles that fit a button, in every localisation.
package struct ActionLengthRule: ActionRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var maxWidth: Int

        package init(_ preset: inout ParameterReader) {
            maxWidth = preset.wholeNumber("maxWidth", "columns a button title may take (wide characters count 2)")
        }
    }
    package static let description = RuleDescription(
        id: "action.length", name: "Action title length", defaultSeverity: .warning,
        summary: "An action title, or any localisation of it, too long for a button.",
        rationale: "Titles must be brief enough not to be truncated; localised titles are often longer than the original.",
        source: "TXT-06 (HIG Notifications; iOS 7 HIG)",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/actions/too-many.yml", saying: "columns", as: .warning, via: .actions),
            .silent("Samples/actions/good.yml", via: .actions),
        ])

    package func check(_ category: ActionCategory, _ context: RuleContext<Parameters>) -> [Finding] {
        let limit = context.parameters.maxWidth
        return category.actions.flatMap { action in
            action.allTitles.compactMap { language, title in
                let width = TextStyle.width(title)
                guard width > limit else { return nil }
                return context.finding(
                    "\(action.naming(title, language)) is \(width) columns; about \(limit) fit a button",
                    fix: "use a shorter word or phrase")
            }
        }
    }
}
