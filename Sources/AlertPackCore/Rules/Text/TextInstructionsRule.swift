import Foundation

/// Text that tells people to tap, open the app or press buttons.
///
/// Focus on the information, not on which button to tap: people know how to open a notification.
///
/// - Rule: text.instructions
/// - Name: No instructions
/// - Source: TXT-06 (iOS 7 HIG, Notification Center)
/// - Parameter phrases (list): phrases that give interface instructions (case-insensitive, whole words)
/// - Fires on: Samples/payloads/instructions.json via payload, saying “the body tells people what to”
///   (warning)
/// - Silent on: Samples/payloads/good.json via payload
package struct TextInstructionsRule: PayloadRule {
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
