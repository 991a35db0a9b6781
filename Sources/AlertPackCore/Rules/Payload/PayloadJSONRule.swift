import Foundation

/// Not valid JSON, not an object, no `aps` dictionary; unknown keys inside `aps` (warning: APNs ignores
/// them).
///
/// APNs rejects malformed payloads; custom keys belong beside `aps`, not inside it, where they are silently
/// dropped. A push whose body is the app's own (VoIP, push-to-talk, location, file provider, MDM,
/// complication) needs no `aps`.
///
/// - Rule: payload.json
/// - Name: Valid payload
/// - Source: PAY-APS (aps keys, WidgetKit's content-changed among them; custom keys are siblings of aps)
/// - Parameter knownApsKeys (list): keys APNs defines inside aps
/// - Parameter maxNesting (wholeNumber): deepest JSON nesting read
/// - Parameter maxFileBytes (wholeNumber): largest payload file read
/// - Parameter unknownKeySeverity (severity): severity for a key in aps that APNs does not define
/// - Class unreadable: the file is not JSON
/// - Class not-object: the payload is not a JSON object
/// - Class no-aps: no "aps" dictionary
/// - Class aps-not-object: "aps" is not a dictionary
/// - Class unknown-key: a key in "aps" that APNs does not define
/// - Fires on: Samples/payloads/custom-key-in-aps.json via payload, saying “which APNs does not define and”
///   (warning)
/// - Fires on: Samples/payloads/not-json.json via payload, saying “not valid JSON: Unexpected end of” (error)
/// - Silent on: Samples/payloads/good.json via payload
/// - Silent on: Samples/payloads/widget-push.json via payload
package struct PayloadJSONRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        if let problem = payload.document.problem {
            return [
                context.finding(problem, fix: "fix the file so it holds a JSON object with an \"aps\" dictionary", class: MessageClass.unreadable)
            ]
        }
        guard let root = payload.document.root?.object else {
            return [context.finding("the payload is not a JSON object", fix: "wrap it as {\"aps\": {...}}", class: MessageClass.notObject)]
        }
        guard let aps = root["aps"] else {
            // A VoIP, push-to-talk, location, file provider, MDM or complication push carries the app's own data.
            guard [.alert, .background, .liveactivity, .widgets].contains(payload.push.type) else { return [] }
            return [
                context.finding("there is no \"aps\" dictionary", fix: "put the alert, sound and badge inside \"aps\"", class: MessageClass.noAps)
            ]
        }
        guard let aps = aps.object else {
            return [
                context.finding(
                    "\"aps\" is not a dictionary", fix: "make \"aps\" an object: {\"aps\": {\"alert\": ...}}", class: MessageClass.apsNotObject)
            ]
        }
        let known = Set(context.parameters.knownApsKeys)
        return aps.keys.sorted().filter { !known.contains($0) }.map {
            context.finding(
                "\"aps\" has the key \"\($0)\", which APNs does not define and ignores",
                fix: "move \"\($0)\" out of \"aps\", beside it at the top level", severity: context.parameters.unknownKeySeverity,
                class: MessageClass.unknownKey)
        }
    }
}
