import Foundation

/// UTF-8 byte size over 4096 (5120 for a VoIP push: `--voip`, `--push-type voip` or its headers file).
///
/// APNs refuses larger payloads with 413 PayloadTooLarge. Bytes are counted, not characters: Chinese,
/// Cyrillic and emoji take 2 to 4 bytes each. The finding names the largest keys, counted as sent.
///
/// - Rule: payload.size
/// - Name: Payload size
/// - Source: PAY-01, APNS-REQUEST
/// - Parameter maxBytes (wholeNumber): limit for regular pushes
/// - Parameter voipMaxBytes (wholeNumber): limit for VoIP pushes
/// - Fires on: Samples/payloads/too-large.json via payload, saying “must be at most” (error)
/// - Silent on: Samples/payloads/good.json via payload
package struct PayloadSizeRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard payload.document.problem == nil else { return [] }
        let voip = payload.push.type == .voip
        let limit = voip ? context.parameters.voipMaxBytes : context.parameters.maxBytes
        guard payload.document.bytes > limit else { return [] }
        return [
            context.finding(
                "is \(payload.document.bytes) bytes of UTF-8 (minified); must be at most \(limit)\(voip ? " for VoIP" : "")\(Self.largest(payload))",
                fix: "shorten the text or drop custom data; send an identifier and fetch details in the app")
        ]
    }
}

extension PayloadSizeRule {
    /// "; largest keys: aps.content-state (3900), order (120), aps.alert (80)": the members of the
    /// top level (aps apart) and of aps, counted as the total is: minified, as sent.
    static func largest(_ payload: PayloadSubject) -> String {
        let sizes = payload.document.memberBytes.filter { $0.key != "aps" }
        let named = sizes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
        return named.isEmpty ? "" : "; largest keys: " + named.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
    }
}
