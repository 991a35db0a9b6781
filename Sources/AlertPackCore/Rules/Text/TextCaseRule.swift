import Foundation

/// A title not in title case, or a body not starting with a capital (only where the language has letter
/// case).
///
/// The HIG asks for title-style capitalisation in titles and sentence case in bodies. Title case is an
/// English convention, so it is applied to Latin-script titles; titles in other cased scripts (Cyrillic,
/// Greek) need only start with a capital. Scripts without case (Chinese, Japanese, Arabic, emoji) are never
/// flagged; names with inner capitals (iPhone) are left alone.
///
/// - Rule: text.case
/// - Name: Capitalisation
/// - Source: TXT-01, TXT-02
/// - Parameter minorWords (list): words that stay lowercase inside a title (articles, short prepositions and
///   conjunctions)
/// - Class not-title-case: a title-case title with minor words wrong
/// - Class no-initial-capital: text that does not start with a capital
/// - Fires on: Samples/payloads/lowercase.json via payload, saying “does not start with a capital” (warning)
/// - Silent on: Samples/payloads/chinese.json via payload
/// - Silent on: Samples/payloads/good.json via payload
package struct TextCaseRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let minor = Set(context.parameters.minorWords)
        return payload.texts.compactMap { field, text in
            let titled = field == "title" && TextStyle.usesTitleCase(text)
            switch TextStyle.caseProblem(text, expected: titled ? .title : .sentence, minorWords: minor) {
            case .notTitleCase(let words)?:
                return context.finding(
                    "the title \"\(text)\" is not in title case (\(words.joined(separator: ", ")))", fix: "capitalise the major words of the title",
                    class: MessageClass.notTitleCase)
            case .noInitialCapital?:
                return context.finding(
                    "the \(field) \"\(text)\" does not start with a capital letter", fix: "capitalise the first word",
                    class: MessageClass.noInitialCapital)
            case nil:
                return nil
            }
        }
    }
}
