import Foundation

/// `payload.json`: valid JSON with an `aps` dictionary; unknown `aps` keys are warned about.
package struct PayloadJSONRule: PayloadRule {
    package init() {}
    package let description = RuleDescription(
        id: "payload.json", name: "Valid payload", defaultSeverity: .error,
        summary: "Not valid JSON, not an object, no `aps` dictionary; unknown keys inside `aps` (warning: APNs ignores them).",
        rationale: "APNs rejects malformed payloads; custom keys belong beside `aps`, not inside it, where they are silently dropped.",
        source: "PAY (RULES.md 5.2: aps keys, custom keys are siblings of aps)",
        parameters: [
            ParameterSpec("knownApsKeys", .list, "keys APNs defines inside aps"),
            ParameterSpec("maxNesting", .wholeNumber, "deepest JSON nesting read"),
            ParameterSpec("maxFileBytes", .wholeNumber, "largest payload file read"),
        ],
        examples: [
            .fires("Samples/payloads/custom-key-in-aps.json", via: .payload), .fires("Samples/payloads/not-json.json", via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        if let problem = payload.document.problem {
            return [context.finding(problem, fix: "fix the file so it holds a JSON object with an \"aps\" dictionary")]
        }
        guard let root = payload.document.root as? [String: Any] else {
            return [context.finding("the payload is not a JSON object", fix: "wrap it as {\"aps\": {...}}")]
        }
        guard let aps = root["aps"] else {
            return [context.finding("there is no \"aps\" dictionary", fix: "put the alert, sound and badge inside \"aps\"")]
        }
        guard let aps = aps as? [String: Any] else {
            return [context.finding("\"aps\" is not a dictionary", fix: "make \"aps\" an object: {\"aps\": {\"alert\": ...}}")]
        }
        let known = Set(context.strings("knownApsKeys"))
        return aps.keys.sorted().filter { !known.contains($0) }.map {
            context.finding(
                "\"aps\" has the key \"\($0)\", which APNs does not define and ignores",
                fix: "move \"\($0)\" out of \"aps\", beside it at the top level", severity: .warning)
        }
    }
}
