import Foundation

/// A body without ending punctuation, or a title that ends with it.
///
/// Bodies are complete sentences with proper punctuation; titles are short headings without it.
///
/// - Rule: text.punctuation
/// - Name: Ending punctuation
/// - Source: TXT-01, TXT-02
/// - Parameter bodyEndings (list): characters a body may end with
/// - Parameter titleForbiddenEndings (list): characters a title must not end with
/// - Class body-ending: the body does not end with punctuation
/// - Class title-ending: the title ends with punctuation
/// - Fires on: Samples/payloads/lowercase.json via payload, saying “does not end with punctuation” (warning)
/// - Silent on: Samples/payloads/good.json via payload
package struct TextPunctuationRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        var findings: [Finding] = []
        for (field, text) in payload.texts {
            guard let last = TextStyle.lastCharacter(text) else { continue }
            // A truncated text is text.truncated's concern.
            if text.hasSuffix("...") || last == "…" { continue }
            if field == "body", !context.parameters.bodyEndings.contains(String(last)) {
                findings.append(
                    context.finding(
                        "the body \"\(text)\" does not end with punctuation", fix: "end the sentence with a full stop (or ! or ?)",
                        class: MessageClass.bodyEnding))
            }
            if field == "title", context.parameters.titleForbiddenEndings.contains(String(last)) {
                findings.append(
                    context.finding(
                        "the title \"\(text)\" ends with \"\(last)\"; titles take no ending punctuation", fix: "drop the final \"\(last)\"",
                        class: MessageClass.titleEnding))
            }
        }
        return findings
    }
}
