/// `action.case`: button titles in title case.
package struct ActionCaseRule: ActionRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var minorWords: [String]

        package init(_ preset: inout ParameterReader) {
            minorWords = preset.list("minorWords", "words that stay lowercase inside a title")
        }
    }
    package static let description = RuleDescription(
        id: "action.case", name: "Action title case", defaultSeverity: .warning,
        summary: "An action title not in title case (English), or a localisation that does not start with a capital.",
        rationale:
            "Action buttons use title-style capitalisation, an English convention; other languages with letter case capitalise the first word as their own rules say.",
        source: "TXT-06",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/actions/too-many.yml", saying: "is not in title case", as: .warning, via: .actions),
            .silent("Samples/actions/good.yml", via: .actions),
        ])

    package func check(_ category: ActionCategory, _ context: RuleContext<Parameters>) -> [Finding] {
        let minor = Set(context.parameters.minorWords)
        return category.actions.flatMap { action in
            action.allTitles.compactMap { language, title in
                // Title case for English (and unlabelled Latin-script titles); other languages start with a capital.
                let english = language == "base" ? TextStyle.usesTitleCase(title) : language.hasPrefix("en")
                switch TextStyle.caseProblem(title, expected: english ? .title : .sentence, minorWords: minor) {
                case .notTitleCase?:
                    return context.finding("\(action.naming(title, language)) is not in title case", fix: "capitalise each major word")
                case .noInitialCapital?:
                    return context.finding("\(action.naming(title, language)) does not start with a capital letter", fix: "capitalise the first word")
                case nil:
                    return nil
                }
            }
        }
    }
}
