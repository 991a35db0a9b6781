import Foundation

/// `payload.json`: valid JSON with an `aps` dictionary; unknown `aps` keys are warned about.
package struct PayloadJSONRule: PayloadRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var knownApsKeys: [String]
        package var maxNesting: Int
        package var maxFileBytes: Int

        package init(_ preset: inout ParameterReader) {
            knownApsKeys = preset.list("knownApsKeys", "keys APNs defines inside aps")
            maxNesting = preset.wholeNumber("maxNesting", "deepest JSON nesting read")
            maxFileBytes = preset.wholeNumber("maxFileBytes", "largest payload file read")
        }
    }
    package static let description = RuleDescription(
        id: "payload.json", name: "Valid payload", defaultSeverity: .error,
        summary: "Not valid JSON, not an object, no `aps` dictionary; unknown keys inside `aps` (warning: APNs ignores them).",
        rationale: "APNs rejects malformed payloads; custom keys belong beside `aps`, not inside it, where they are silently dropped.",
        source: "PAY-APS (aps keys; custom keys are siblings of aps)",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/payloads/custom-key-in-aps.json", saying: "which APNs does not define and", as: .warning, via: .payload),
            .fires("Samples/payloads/not-json.json", saying: "not valid JSON: Unexpected end of", as: .error, via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        if let problem = payload.document.problem {
            return [context.finding(problem, fix: "fix the file so it holds a JSON object with an \"aps\" dictionary")]
        }
        guard let root = payload.document.root?.object else {
            return [context.finding("the payload is not a JSON object", fix: "wrap it as {\"aps\": {...}}")]
        }
        guard let aps = root["aps"] else {
            return [context.finding("there is no \"aps\" dictionary", fix: "put the alert, sound and badge inside \"aps\"")]
        }
        guard let aps = aps.object else {
            return [context.finding("\"aps\" is not a dictionary", fix: "make \"aps\" an object: {\"aps\": {\"alert\": ...}}")]
        }
        let known = Set(context.parameters.knownApsKeys)
        return aps.keys.sorted().filter { !known.contains($0) }.map {
            context.finding(
                "\"aps\" has the key \"\($0)\", which APNs does not define and ignores",
                fix: "move \"\($0)\" out of \"aps\", beside it at the top level", severity: .warning)
        }
    }
}
