/// An action title not in title case (English), or a localisation that does not start with a capital.
///
/// Action buttons use title-style capitalisation, an English convention; other languages with letter case
/// capitalise the first word as their own rules say.
///
/// - Rule: action.case
/// - Name: Action title case
/// - Source: TXT-06
/// - Parameter minorWords (list): words that stay lowercase inside a title
/// - Class not-title-case: an English title not in title case
/// - Class no-initial-capital: a title that does not start with a capital
/// - Fires on: Samples/actions/too-many.yml via actions, saying “is not in title case” (warning)
/// - Silent on: Samples/actions/good.yml via actions
package struct ActionCaseRule: ActionRule {
    package func check(_ category: ActionSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let minor = Set(context.parameters.minorWords)
        return category.actions.flatMap { action in
            action.allTitles.compactMap { language, title in
                // Title case for English (and unlabelled Latin-script titles); other languages start with a capital.
                let english = language == "base" ? TextStyle.usesTitleCase(title) : language.hasPrefix("en")
                switch TextStyle.caseProblem(title, expected: english ? .title : .sentence, minorWords: minor) {
                case .notTitleCase?:
                    return context.finding(
                        "\(action.naming(title, language)) is not in title case", fix: "capitalise each major word", class: MessageClass.notTitleCase)
                case .noInitialCapital?:
                    return context.finding(
                        "\(action.naming(title, language)) does not start with a capital letter", fix: "capitalise the first word",
                        class: MessageClass.noInitialCapital)
                case nil:
                    return nil
                }
            }
        }
    }
}
