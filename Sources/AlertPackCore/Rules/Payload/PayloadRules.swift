import Foundation

/// The APNs payload structure rules: one concern each (RULES.md section 5).

/// `payload.json`: valid JSON with an `aps` dictionary; unknown `aps` keys are warned about.
public struct PayloadJSONRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
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

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
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

/// `payload.size`: at most 4096 bytes (5120 for VoIP), counted as UTF-8 of the minified JSON.
public struct PayloadSizeRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "payload.size", name: "Payload size", defaultSeverity: .error,
        summary: "UTF-8 byte size over 4096 (5120 with --voip).",
        rationale:
            "APNs refuses larger payloads with 413 PayloadTooLarge. Bytes are counted, not characters: Chinese, Cyrillic and emoji take 2 to 4 bytes each.",
        source: "PAY-01",
        parameters: [
            ParameterSpec("maxBytes", .wholeNumber, "limit for regular pushes"), ParameterSpec("voipMaxBytes", .wholeNumber, "limit for VoIP pushes"),
        ],
        examples: [.fires("Samples/payloads/too-large.json", via: .payload), .silent("Samples/payloads/good.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        guard payload.document.problem == nil else { return [] }
        let limit = Int(context.number(payload.context.voip ? "voipMaxBytes" : "maxBytes"))
        guard payload.document.bytes > limit else { return [] }
        return [
            context.finding(
                "is \(payload.document.bytes) bytes of UTF-8 (minified); must be at most \(limit)\(payload.context.voip ? " for VoIP" : "")",
                fix: "shorten the text or drop custom data; send an identifier and fetch details in the app")
        ]
    }
}

/// `payload.badge`: a non-negative integer.
public struct PayloadBadgeRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "payload.badge", name: "Badge is a count", defaultSeverity: .error,
        summary: "`badge` that is not a non-negative integer.",
        rationale: "The badge is a Number holding the unread count (0 removes it); strings, negatives and fractions are not counts.",
        source: "RULES.md 5.2, TXT-07",
        parameters: [],
        examples: [.fires("Samples/payloads/bad-badge.json", via: .payload), .silent("Samples/payloads/good.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        guard let aps = payload.aps, let badge = aps["badge"] else { return [] }
        if let count = JSONNumber.integer(badge), count >= 0 { return [] }
        return [
            context.finding(
                "badge is \(Self.describe(badge)); must be a whole number of unread items, 0 or more",
                fix: "send the unread count as a number, e.g. \"badge\": 3")
        ]
    }

    static func describe(_ value: Any) -> String {
        if JSONNumber.isBoolean(value) { return "a boolean" }
        if let text = value as? String { return "the string \"\(text)\"" }
        if let number = JSONNumber.number(value) { return "\(number)" }
        return "a \(type(of: value))"
    }
}

/// `payload.silent`: a background push must not also alert, sound or badge.
public struct PayloadSilentRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "payload.silent", name: "Silent push", defaultSeverity: .warning,
        summary: "`content-available` together with alert, sound or badge.",
        rationale:
            "A background update must omit alert, badge and sound; mixed, it is delivered as a visible notification and may not wake the app as intended.",
        source: "RULES.md 5.2 (content-available)",
        parameters: [],
        examples: [.fires("Samples/payloads/silent-with-alert.json", via: .payload), .silent("Samples/payloads/good.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        guard let aps = payload.aps, JSONNumber.integer(aps["content-available"]) == 1 else { return [] }
        let mixed = ["alert", "sound", "badge"].filter { aps[$0] != nil }
        guard !mixed.isEmpty else { return [] }
        return [
            context.finding(
                "content-available is 1 but the payload also has \(mixed.joined(separator: ", "))",
                fix: "send background updates without alert, sound and badge, or drop content-available")
        ]
    }
}

/// `payload.sound`: the string or the critical-alert dictionary form; with --package, a sound that exists and passed.
public struct PayloadSoundRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "payload.sound", name: "Sound reference", defaultSeverity: .error,
        summary:
            "`sound` that is neither a file name nor the critical dictionary (`critical` 1, `name`, `volume` 0–1); with --package, a name the package lacks or that failed.",
        rationale:
            "A sound name that is not in the app plays the default sound instead; a bad critical dictionary is rejected. \"default\" is always allowed.",
        source: "SND-08, CRIT-01, CRIT-04, CRIT-06",
        parameters: [],
        examples: [.fires("Samples/payloads/bad-sound.json", via: .payload), .silent("Samples/payloads/good.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        guard let aps = payload.aps, let sound = aps["sound"] else { return [] }
        var findings: [Finding] = []
        var name: String?
        if let text = sound as? String {
            name = text
        } else if let dictionary = sound as? [String: Any] {
            let critical = dictionary["critical"]
            if JSONNumber.isBoolean(critical) {
                findings.append(
                    context.finding("sound.critical is a boolean; Apple documents the number 1", fix: "send \"critical\": 1", severity: .warning))
            } else if let value = JSONNumber.integer(critical), value != 0 && value != 1 {
                findings.append(context.finding("sound.critical is \(value); must be 1 (or 0)", fix: "send \"critical\": 1"))
            }
            if let volume = dictionary["volume"] {
                if let number = JSONNumber.number(volume), (0...1).contains(number.doubleValue) {
                } else {
                    findings.append(
                        context.finding(
                            "sound.volume is \(PayloadBadgeRule.describe(volume)); must be a number from 0 to 1", fix: "send a volume such as 0.8"))
                }
            }
            guard let text = dictionary["name"] as? String else {
                return findings + [
                    context.finding("the critical sound dictionary has no \"name\" string", fix: "add \"name\": \"default\" or a sound file name")
                ]
            }
            name = text
        } else {
            return [
                context.finding(
                    "sound is \(PayloadBadgeRule.describe(sound)); must be a file name or a critical-alert dictionary",
                    fix: "send \"sound\": \"default\" or a file name such as \"chime.caf\"")
            ]
        }
        if let name, name != "default", let sounds = payload.context.packagedSounds {
            if let passed = sounds[name] {
                if !passed {
                    findings.append(
                        context.finding("the sound \(name) is in the package but did not pass its checks", fix: "fix the sound and package it again"))
                }
            } else {
                let near = sounds.keys.sorted().first { ($0 as NSString).deletingPathExtension == (name as NSString).deletingPathExtension }
                findings.append(
                    context.finding(
                        "the sound \(name) is not in the package; the default sound would play instead",
                        fix: near.map { "did you mean \($0)? names must match exactly, extension included" }
                            ?? "add the sound to the package, or send \"default\""))
            }
        }
        return findings
    }
}

/// `payload.launch-image`: with --package, the named launch image must exist.
public struct PayloadLaunchImageRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "payload.launch-image", name: "Launch image reference", defaultSeverity: .error,
        summary: "With --package, `alert.launch-image` names an image the package lacks (the extension may be left out).",
        rationale: "A launch image that is not in the bundle is ignored; the app shows its usual launch screen.",
        source: "LI-01, LI-02",
        parameters: [],
        examples: [.fires("Samples/payloads/missing-launch-image.json", via: .payload), .silent("Samples/payloads/good.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        guard let name = payload.alert?["launch-image"] as? String, let images = payload.context.packagedImages else { return [] }
        let found = images.contains(name) || images.contains { ($0 as NSString).deletingPathExtension == name }
        return found ? [] : [context.finding("the launch image \(name) is not in the package", fix: "add it to the package, or remove launch-image")]
    }
}
