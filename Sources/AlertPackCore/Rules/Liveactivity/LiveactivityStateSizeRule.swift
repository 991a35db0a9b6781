/// A Live Activity's `content-state` or `attributes` over 4,096 bytes as iOS encodes it again.
///
/// iOS decodes the dictionary into the activity's Codable type and measures it as Foundation's
/// JSON encoder writes it back, not as it was sent: `/` becomes `\/`, so a state under the limit
/// as sent can be over it on the device, where the push is dropped without an error. Over the
/// limit as iOS 17 and later encode it (shortest digits) is an error. Over it only as iOS 16 and
/// earlier encode it (a number not whole with 17 significant digits: `1.91` becomes
/// `1.9099999999999999`) is reported at `olderEncoderSeverity`, except on a `start`: push-to-start
/// needs iOS 17.2, whose encoder writes the shortest digits.
///
/// - Rule: liveactivity.state-size
/// - Name: Live Activity state budget
/// - Source: LA-PUSH, LA-BUDGET
/// - Parameter maxBytes (wholeNumber): the most bytes content-state and attributes may take, each, as encoded again
/// - Parameter keysNamed (wholeNumber): how many of the largest keys an over-budget finding names
/// - Parameter olderEncoderSeverity (severity): severity when only the encoder of iOS 16 and earlier goes over the budget
/// - Fires on: Samples/payloads/push/la-state-4097.json via payload, saying “bytes as iOS encodes it again” (error)
/// - Fires on: Samples/payloads/push/la-state-numbers-over.json via payload, saying “bytes as iOS encodes it again”
///   (error)
/// - Fires on: Samples/payloads/push/la-state-191-expansion.json via payload, saying “by the encoder of iOS 16 and earlier”
///   (warning)
/// - Silent on: Samples/payloads/push/apple-liveactivity-start.json via payload
/// - Silent on: Samples/payloads/push/la-start-191-expansion.json via payload
package struct LiveactivityStateSizeRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let aps = payload.liveActivity else { return [] }
        let limit = context.parameters.maxBytes
        // Push-to-start reaches iOS 17.2 and later only: the older encoder never measures a start.
        let olderEncoderMeasures = aps["event"]?.string != "start"
        return ["content-state", "attributes"].compactMap { key -> Finding? in
            guard let object = aps[key]?.object else { return nil }
            let shortest = FoundationJSON.byteCount(.object(object), .shortest)
            if shortest > limit {
                return context.finding(
                    "\(key) is \(shortest) bytes as iOS encodes it again; must be at most \(limit); largest keys: \(largest(object, context))",
                    fix: "send less in \(key) (shorten or drop the largest keys)", subject: key)
            }
            let older = FoundationJSON.byteCount(.object(object), .seventeenDigits)
            guard olderEncoderMeasures, older > limit else { return nil }
            let grown =
                Self.firstExpandedNumber(in: .object(object)).map { "; \($0.sent) is written \($0.encoded) by the encoder of iOS 16 and earlier" }
                ?? ""
            return context.finding(
                "\(key) is \(older) bytes as iOS 16 and earlier encode it again (\(shortest) as iOS 17 does); must be at most \(limit)\(grown)",
                fix: "round the numbers in \(key) (or send them as whole numbers or strings), or send less",
                severity: context.parameters.olderEncoderSeverity, subject: key)
        }
    }

    /// "a (1200), b (900)": the largest members, as the encoder of iOS 17 writes them.
    private func largest(_ object: [String: JSONNode], _ context: RuleContext<Parameters>) -> String {
        FoundationJSON.memberSizes(object, .shortest).prefix(context.parameters.keysNamed).map { "\($0.key) (\($0.bytes))" }.joined(separator: ", ")
    }

    /// The first number (in key order) the older encoder writes longer than the shortest form, in
    /// both forms: what makes a state grow on iOS 16 and earlier.
    static func firstExpandedNumber(in node: JSONNode) -> (sent: String, encoded: String)? {
        switch node {
        case .number(let value):
            let encoded = FoundationJSON.number(value, .seventeenDigits)
            let shortest = FoundationJSON.number(value, .shortest)
            return encoded.count > shortest.count ? (shortest, encoded) : nil
        case .array(let items): return items.lazy.compactMap(firstExpandedNumber).first
        case .object(let table): return table.keys.sorted().lazy.compactMap { firstExpandedNumber(in: table[$0]!) }.first
        case .null, .bool, .string: return nil
        }
    }
}
