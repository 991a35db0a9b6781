import Foundation

/// With --strings, a localised format whose placeholders (%@, %d, %1$@, ...) do not match the `*-loc-args`
/// count.
///
/// Each placeholder is replaced in order from the args array; too few args leave a placeholder showing, too
/// many are dropped.
///
/// - Rule: loc.args
/// - Name: Localisation arguments
/// - Source: PAY-ALERT
/// - Fires on: Samples/payloads/loc-args.json via payload, saying “placeholder but loc-args has” (error)
/// - Silent on: Samples/payloads/loc.json via payload
package struct LocArgsRule: PayloadRule {
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
