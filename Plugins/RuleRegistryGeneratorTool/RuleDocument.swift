import Foundation

/// What a rule file's doc comment says: the rule's words, its values' declarations and its
/// examples. The words live in the rule file, where a reader of the check finds them; the
/// generator turns them into the rule's `description` and its typed `Parameters`.
///
///     /// 30.0 s or longer: the system plays the default sound instead.        ← summary
///     ///
///     /// Apple: sounds must be under 30 seconds; ...                           ← rationale
///     ///
///     /// - Rule: sound.duration
///     /// - Name: Duration limit
///     /// - Source: SND-03 (UNNotificationSound)
///     /// - Parameter maxSeconds (number): sounds must be shorter than this
///     /// - Fires on: Samples/sounds/too-long.caf, saying “must be under” (error)
///     /// - Silent on: Samples/sounds/long.caf
///     package struct SoundDurationRule: SoundRule { ... }
///
/// A field may go on over lines that start `///   ` (three spaces). A rule that says different
/// things about one subject names each kind, `- Class opaque-alpha: an alpha channel whose every
/// pixel is opaque`: a case of its `MessageClass` enum, which its findings carry.
struct RuleDocument {
    struct Parameter {
        var key: String
        var kind: String
        var summary: String
    }

    /// `- Class KEY: meaning`: one kind of message of the rule (a key of lower-case words and
    /// hyphens), stable because baselines record it.
    struct MessageClass {
        var key: String
        var meaning: String

        /// The enum case's name: `opaque-alpha` → `opaqueAlpha`.
        var caseName: String {
            let words = key.split(separator: "-")
            return String(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }

    struct Example {
        var path: String
        var command: String?
        /// nil for a silent example.
        var fires: (fragment: String, severity: String)?
    }

    var type: String
    var summary = ""
    var rationale = ""
    var id = ""
    var name = ""
    var source = ""
    var parameters: [Parameter] = []
    var examples: [Example] = []
    var classes: [MessageClass] = []
    /// `- Platforms: ios, android`: the platforms whose files the rule judges; empty for its
    /// family's default (`android.*` Android, `web.*` the web, any other family iOS).
    var platforms: [String] = []
    static let platformNames: Set<String> = ["ios", "android", "web"]

    /// The platforms the rule judges, its family's when the comment names none.
    var effectivePlatforms: [String] {
        if !platforms.isEmpty { return platforms }
        let family = id.split(separator: ".").first.map(String.init) ?? ""
        return Self.platformNames.contains(family) && family != "ios" ? [family] : ["ios"]
    }

    /// The kinds `ParameterReader` reads, and the Swift type of each.
    static let kinds: [String: String] = [
        "number": "Double", "wholeNumber": "Int", "string": "String", "list": "[String]", "numbers": "[Double]",
        "table": "[String: [String]]", "severity": "Severity", "flag": "Bool",
    ]
    static let commands: Set<String> = [
        "check", "verify", "payload", "actions", "attachment", "payloadColumns", "actionColumns", "fcm", "webpush", "history",
    ]
    static let severities: Set<String> = ["error", "warning", "info"]

    /// Reads the doc comment right above `struct <type>`; problems are said in words.
    init(type: String, lines: [Substring], problems: inout [String]) {
        self.type = type
        guard let declaration = lines.firstIndex(where: { Self.declaredStruct($0) == type }) else {
            problems.append("\(type) is not declared")
            return
        }
        var start = declaration
        while start > lines.startIndex, lines[start - 1].hasPrefix("///") { start -= 1 }
        let comment = lines[start..<declaration].map { line -> String in
            let text = line.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }
        var paragraphs: [[String]] = [[]]
        var fields: [String] = []
        for line in comment {
            if line.hasPrefix("- ") {
                fields.append(String(line.dropFirst(2)))
            } else if line.hasPrefix("  "), !fields.isEmpty {
                fields[fields.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            } else if !fields.isEmpty {
                problems.append("\(type): the doc comment has text after its fields: \"\(line)\"")
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if paragraphs[paragraphs.count - 1].isEmpty == false { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(line)
            }
        }
        let texts = paragraphs.filter { !$0.isEmpty }.map { $0.joined(separator: " ") }
        guard texts.count >= 2 else {
            problems.append("\(type): the doc comment needs a summary, then a paragraph of rationale, then its fields")
            return
        }
        summary = texts[0]
        rationale = texts.dropFirst().joined(separator: "\n\n")
        for field in fields { read(field, problems: &problems) }
        for (label, value) in [("Rule", id), ("Name", name), ("Source", source)] where value.isEmpty {
            problems.append("\(type): the doc comment has no \"- \(label):\" field")
        }
        if !examples.contains(where: { $0.fires != nil }) { problems.append("\(type): no \"- Fires on:\" example") }
        if !examples.contains(where: { $0.fires == nil }) { problems.append("\(type): no \"- Silent on:\" example") }
    }

    /// The name of the struct a line declares (`package struct SoundDurationRule: SoundRule {`).
    static func declaredStruct(_ line: Substring) -> String? {
        var words = line.split(separator: " ")[...]
        while let first = words.first, ["package", "public", "internal"].contains(first) { words.removeFirst() }
        guard words.first == "struct", words.count > 1 else { return nil }
        return String(words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    private mutating func read(_ field: String, problems: inout [String]) {
        guard let colon = field.range(of: ": ") ?? field.range(of: ":", options: .backwards) else {
            problems.append("\(type): \"- \(field)\" is not \"- Label: value\"")
            return
        }
        let label = field[..<colon.lowerBound]
        let value = field[colon.upperBound...].trimmingCharacters(in: .whitespaces)
        switch label {
        case "Rule": id = value
        case "Name": name = value
        case "Source": source = value
        case "Platforms":
            platforms = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if platforms.isEmpty || platforms.contains(where: { !Self.platformNames.contains($0) }) || Set(platforms).count != platforms.count {
                problems.append("\(type): \"- Platforms: \(value)\" is not a list of ios, android, web")
            }
        case "Fires on", "Silent on":
            if let example = Self.example(value, fires: label == "Fires on") {
                examples.append(example)
            } else {
                problems.append(
                    "\(type): \"- \(field)\" is not \"PATH[ via COMMAND], saying “WORDS” (SEVERITY)\" (or for Silent on, PATH[ via COMMAND])")
            }
        default:
            if label.hasPrefix("Class ") {
                let key = String(label.dropFirst("Class ".count))
                let valid =
                    key.first?.isLowercase == true && key.last != "-" && !key.contains("--")
                    && key.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
                if !valid || value.isEmpty || classes.contains(where: { $0.key == key }) {
                    problems.append("\(type): \"- \(field)\" is not \"- Class KEY: meaning\" with a new key of lower-case words and hyphens")
                } else {
                    classes.append(MessageClass(key: key, meaning: value))
                }
            } else if label.hasPrefix("Parameter "), let parameter = Self.parameter(String(label.dropFirst("Parameter ".count)), summary: value) {
                parameters.append(parameter)
            } else {
                problems.append(
                    "\(type): \"- \(label):\" is no field of a rule (Rule, Name, Source, Platforms, Parameter KEY (KIND), Class KEY, Fires on, Silent on)"
                )
            }
        }
    }

    /// `maxSeconds (number)`.
    static func parameter(_ text: String, summary: String) -> Parameter? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, parts[1].hasPrefix("("), parts[1].hasSuffix(")") else { return nil }
        let kind = String(parts[1].dropFirst().dropLast())
        guard kinds[kind] != nil, !summary.isEmpty else { return nil }
        return Parameter(key: String(parts[0]), kind: kind, summary: summary)
    }

    /// `PATH[ via COMMAND], saying “WORDS” (SEVERITY)` or, silent, `PATH[ via COMMAND]`.
    static func example(_ text: String, fires: Bool) -> Example? {
        var place = text
        var pinned: (String, String)?
        if fires {
            guard let saying = text.range(of: ", saying “"), let close = text.range(of: "” (", options: .backwards), text.hasSuffix(")")
            else { return nil }
            let severity = String(text[close.upperBound...].dropLast())
            guard severities.contains(severity), saying.upperBound <= close.lowerBound else { return nil }
            pinned = (String(text[saying.upperBound..<close.lowerBound]), severity)
            place = String(text[..<saying.lowerBound])
        }
        var command: String?
        if let via = place.range(of: " via ") {
            command = String(place[via.upperBound...])
            place = String(place[..<via.lowerBound])
            guard commands.contains(command!) else { return nil }
        }
        guard !place.isEmpty, !place.contains(" ") else { return nil }
        return Example(path: place, command: command, fires: pinned)
    }
}
