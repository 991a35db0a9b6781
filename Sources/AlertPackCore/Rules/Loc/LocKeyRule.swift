import Foundation

/// `loc.key`: every `*-loc-key` exists in each language.
package struct LocKeyRule: PayloadRule {
    package init() {}
    package static let description = RuleDescription(
        id: "loc.key", name: "Localisation key exists", defaultSeverity: .error,
        summary: "With --strings, a `*-loc-key` missing from a language's Localizable.strings / .stringsdict / .xcstrings.",
        rationale: "A missing key shows the key itself to people using that language.",
        source: "PAY-ALERT",
        parameters: [],
        examples: [
            .fires("Samples/payloads/loc-missing.json", saying: "is missing in en, ru, zh-Hans", as: .error, via: .payload),
            .silent("Samples/payloads/loc.json", via: .payload),
        ])

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
