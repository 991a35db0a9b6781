import Foundation

/// `text.case`: title in title case, body in sentence case (languages with letter case only).
package struct TextCaseRule: PayloadRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var minorWords: [String]

        package init(_ preset: inout ParameterReader) {
            minorWords = preset.list("minorWords", "words that stay lowercase inside a title (articles, short prepositions and conjunctions)")
        }
    }
    package static let description = RuleDescription(
        id: "text.case", name: "Capitalisation", defaultSeverity: .warning,
        summary: "A title not in title case, or a body not starting with a capital (only where the language has letter case).",
        rationale:
            "The HIG asks for title-style capitalisation in titles and sentence case in bodies. Title case is an English convention, so it is applied to Latin-script titles; titles in other cased scripts (Cyrillic, Greek) need only start with a capital. Scripts without case (Chinese, Japanese, Arabic, emoji) are never flagged; names with inner capitals (iPhone) are left alone.",
        source: "TXT-01, TXT-02",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/payloads/lowercase.json", saying: "does not start with a capital", as: .warning, via: .payload),
            .silent("Samples/payloads/chinese.json", via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let minor = Set(context.parameters.minorWords)
        return payload.texts.compactMap { field, text in
            let titled = field == "title" && TextStyle.usesTitleCase(text)
            switch TextStyle.caseProblem(text, expected: titled ? .title : .sentence, minorWords: minor) {
            case .notTitleCase(let words)?:
                return context.finding(
                    "the title \"\(text)\" is not in title case (\(words.joined(separator: ", ")))", fix: "capitalise the major words of the title")
            case .noInitialCapital?:
                return context.finding("the \(field) \"\(text)\" does not start with a capital letter", fix: "capitalise the first word")
            case nil:
                return nil
            }
        }
    }
}
