import Foundation

/// A title, subtitle or body that ends with "..." or "…".
///
/// Do not truncate notification text yourself: the system truncates as the space requires, and shows more
/// where there is room.
///
/// - Rule: text.truncated
/// - Name: Truncated by hand
/// - Source: TXT-02
/// - Fires on: Samples/payloads/truncated.json via payload, saying “the body ends with an ellipsis” (warning)
/// - Silent on: Samples/payloads/good.json via payload
package struct TextTruncatedRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        payload.texts.filter { $0.text.hasSuffix("...") || TextStyle.lastCharacter($0.text) == "…" }.map { field, _ in
            context.finding(
                "the \(field) ends with an ellipsis: it was cut short by hand", fix: "send the whole text; the system truncates it where needed")
        }
    }
}
