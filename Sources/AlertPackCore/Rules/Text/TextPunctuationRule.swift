import Foundation

/// `text.punctuation`: bodies end with punctuation; titles do not.
package struct TextPunctuationRule: PayloadRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var bodyEndings: [String]
        package var titleForbiddenEndings: [String]

        package init(_ preset: inout ParameterReader) {
            bodyEndings = preset.list("bodyEndings", "characters a body may end with")
            titleForbiddenEndings = preset.list("titleForbiddenEndings", "characters a title must not end with")
        }
    }
    package static let description = RuleDescription(
        id: "text.punctuation", name: "Ending punctuation", defaultSeverity: .warning,
        summary: "A body without ending punctuation, or a title that ends with it.",
        rationale: "Bodies are complete sentences with proper punctuation; titles are short headings without it.",
        source: "TXT-01, TXT-02",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/payloads/lowercase.json", saying: "does not end with punctuation", as: .warning, via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        var findings: [Finding] = []
        for (field, text) in payload.texts {
            guard let last = TextStyle.lastCharacter(text) else { continue }
            // A truncated text is text.truncated's concern.
            if text.hasSuffix("...") || last == "…" { continue }
            if field == "body", !context.parameters.bodyEndings.contains(String(last)) {
                findings.append(
                    context.finding("the body \"\(text)\" does not end with punctuation", fix: "end the sentence with a full stop (or ! or ?)"))
            }
            if field == "title", context.parameters.titleForbiddenEndings.contains(String(last)) {
                findings.append(
                    context.finding(
                        "the title \"\(text)\" ends with \"\(last)\"; titles take no ending punctuation", fix: "drop the final \"\(last)\""))
            }
        }
        return findings
    }
}
