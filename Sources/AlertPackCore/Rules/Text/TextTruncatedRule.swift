import Foundation

/// `text.truncated`: text the sender cut short.
package struct TextTruncatedRule: PayloadRule {
    package init() {}
    package static let description = RuleDescription(
        id: "text.truncated", name: "Truncated by hand", defaultSeverity: .warning,
        summary: "A title, subtitle or body that ends with \"...\" or \"…\".",
        rationale: "Do not truncate notification text yourself: the system truncates as the space requires, and shows more where there is room.",
        source: "TXT-02",
        parameters: [],
        examples: [
            .fires("Samples/payloads/truncated.json", saying: "the body ends with an ellipsis", as: .warning, via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        payload.texts.filter { $0.text.hasSuffix("...") || TextStyle.lastCharacter($0.text) == "…" }.map { field, _ in
            context.finding(
                "the \(field) ends with an ellipsis: it was cut short by hand", fix: "send the whole text; the system truncates it where needed")
        }
    }
}
