import Foundation

/// `loc.args`: the placeholders of each localisation match the number of args.
package struct LocArgsRule: PayloadRule {
    package init() {}
    package static let description = RuleDescription(
        id: "loc.args", name: "Localisation arguments", defaultSeverity: .error,
        summary: "With --strings, a localised format whose placeholders (%@, %d, %1$@, ...) do not match the `*-loc-args` count.",
        rationale: "Each placeholder is replaced in order from the args array; too few args leave a placeholder showing, too many are dropped.",
        source: "PAY-ALERT",
        parameters: [],
        examples: [
            .fires("Samples/payloads/loc-args.json", saying: "placeholder but loc-args has", as: .error, via: .payload),
            .silent("Samples/payloads/loc.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let strings = payload.context.strings, let alert = payload.alert else { return [] }
        var findings: [Finding] = []
        for prefix in ["title-", "subtitle-", ""] {
            guard let key = alert[prefix + "loc-key"]?.string else { continue }
            let args = alert[prefix + "loc-args"]?.array?.count ?? 0
            for language in strings.languages.keys.sorted() {
                guard let format = strings.languages[language]?[key], !format.isEmpty else { continue }
                let wanted = StringsCatalog.placeholderCount(format)
                if wanted != args {
                    findings.append(
                        context.finding(
                            "\(prefix)loc-key \"\(key)\" in \(language) has \(wanted) placeholder\(wanted == 1 ? "" : "s") but \(prefix)loc-args has \(args)",
                            fix: "send \(wanted) argument\(wanted == 1 ? "" : "s") in \(prefix)loc-args, or fix the \(language) string"))
                }
            }
        }
        return findings
    }
}
