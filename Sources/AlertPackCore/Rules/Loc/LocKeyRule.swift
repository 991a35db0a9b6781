import Foundation

/// With --strings, a `*-loc-key` missing from a language's Localizable.strings / .stringsdict / .xcstrings.
///
/// A missing key shows the key itself to people using that language.
///
/// - Rule: loc.key
/// - Name: Localisation key exists
/// - Source: PAY-ALERT
/// - Fires on: Samples/payloads/loc-missing.json via payload, saying “is missing in ar, de, en, ja, ru, zh-Hans” (error)
/// - Silent on: Samples/payloads/loc.json via payload
package struct LocKeyRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let strings = payload.context.strings, let alert = payload.alert else { return [] }
        var findings: [Finding] = []
        for keyName in ["title-loc-key", "subtitle-loc-key", "loc-key"] {
            guard let key = alert[keyName]?.string else { continue }
            let missing = strings.languages.keys.sorted().filter { strings.languages[$0]?[key] == nil }
            if !missing.isEmpty {
                findings.append(
                    context.finding(
                        "\(keyName) \"\(key)\" is missing in \(missing.joined(separator: ", "))",
                        fix: "add \"\(key)\" to Localizable.strings of \(missing.joined(separator: ", "))"))
            }
        }
        return findings
    }
}
