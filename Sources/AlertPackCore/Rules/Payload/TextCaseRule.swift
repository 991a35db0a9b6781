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
    package let description = RuleDescription(
        id: "text.case", name: "Capitalisation", defaultSeverity: .warning,
        summary: "A title not in title case, or a body not starting with a capital (only where the language has letter case).",
        rationale:
            "The HIG asks for title-style capitalisation in titles and sentence case in bodies. Title case is an English convention, so it is applied to Latin-script titles; titles in other cased scripts (Cyrillic, Greek) need only start with a capital. Scripts without case (Chinese, Japanese, Arabic, emoji) are never flagged; names with inner capitals (iPhone) are left alone.",
        source: "TXT-01, TXT-02",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/payloads/lowercase.json", via: .payload), .silent("Samples/payloads/chinese.json", via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        var findings: [Finding] = []
        for (field, text) in payload.texts where TextStyle.hasLetterCase(text) {
            if field == "body" || field == "subtitle" || !TextStyle.usesTitleCase(text) {
                if TextStyle.startsUppercase(text) == false {
                    findings.append(
                        context.finding("the \(field) \"\(text)\" does not start with a capital letter", fix: "capitalise the first word"))
                }
            } else {
                let words = TextStyle.titleCaseViolations(text, minorWords: Set(context.parameters.minorWords))
                if !words.isEmpty {
                    findings.append(
                        context.finding(
                            "the title \"\(text)\" is not in title case (\(words.joined(separator: ", ")))",
                            fix: "capitalise the major words of the title"))
                }
            }
        }
        return findings
    }
}
