import Foundation

/// UTF-8 byte size over 4096 (5120 with --voip).
///
/// APNs refuses larger payloads with 413 PayloadTooLarge. Bytes are counted, not characters: Chinese,
/// Cyrillic and emoji take 2 to 4 bytes each.
///
/// - Rule: payload.size
/// - Name: Payload size
/// - Source: PAY-01
/// - Parameter maxBytes (wholeNumber): limit for regular pushes
/// - Parameter voipMaxBytes (wholeNumber): limit for VoIP pushes
/// - Fires on: Samples/payloads/too-large.json via payload, saying “must be at most” (error)
/// - Silent on: Samples/payloads/good.json via payload
package struct PayloadSizeRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard payload.document.problem == nil else { return [] }
        let limit = payload.context.voip ? context.parameters.voipMaxBytes : context.parameters.maxBytes
        guard payload.document.bytes > limit else { return [] }
        return [
            context.finding(
                "is \(payload.document.bytes) bytes of UTF-8 (minified); must be at most \(limit)\(payload.context.voip ? " for VoIP" : "")",
                fix: "shorten the text or drop custom data; send an identifier and fetch details in the app")
        ]
    }
}
