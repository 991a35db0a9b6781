import Foundation

/// `text.instructions`: text that tells people to tap or open the app.
package struct TextInstructionsRule: PayloadRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var phrases: [String]

        package init(_ preset: inout ParameterReader) {
            phrases = preset.list("phrases", "phrases that give interface instructions (case-insensitive, whole words)")
        }
    }
    package static let description = RuleDescription(
        id: "text.instructions", name: "No instructions", defaultSeverity: .warning,
        summary: "Text that tells people to tap, open the app or press buttons.",
        rationale: "Focus on the information, not on which button to tap: people know how to open a notification.",
        source: "TXT-06 (iOS 7 HIG, Notification Center)",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/payloads/instructions.json", saying: "the body tells people what to", as: .warning, via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        payload.texts.compactMap { field, text in
            let lower = text.lowercased()
            guard
                let phrase = context.parameters.phrases.first(where: { phrase in
                    lower.range(of: "\\b" + NSRegularExpression.escapedPattern(for: phrase.lowercased()) + "\\b", options: .regularExpression) != nil
                })
            else { return nil }
            return context.finding(
                "the \(field) tells people what to do with the interface (\"\(phrase)\")", fix: "say what happened; leave out how to open it")
        }
    }
}
