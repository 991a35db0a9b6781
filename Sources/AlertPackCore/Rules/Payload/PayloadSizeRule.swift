import Foundation

/// `payload.size`: at most 4096 bytes (5120 for VoIP), counted as UTF-8 of the minified JSON.
package struct PayloadSizeRule: PayloadRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var maxBytes: Int
        package var voipMaxBytes: Int

        package init(_ preset: inout ParameterReader) {
            maxBytes = preset.wholeNumber("maxBytes", "limit for regular pushes")
            voipMaxBytes = preset.wholeNumber("voipMaxBytes", "limit for VoIP pushes")
        }
    }
    package static let description = RuleDescription(
        id: "payload.size", name: "Payload size", defaultSeverity: .error,
        summary: "UTF-8 byte size over 4096 (5120 with --voip).",
        rationale:
            "APNs refuses larger payloads with 413 PayloadTooLarge. Bytes are counted, not characters: Chinese, Cyrillic and emoji take 2 to 4 bytes each.",
        source: "PAY-01",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/payloads/too-large.json", saying: "must be at most", as: .error, via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

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
