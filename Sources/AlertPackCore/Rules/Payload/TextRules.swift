import Foundation

/// The HIG's rules for notification text (title, subtitle, body), in every script: rules about
/// letter case only apply where the language has case.

/// `text.app-name`: the text names the app.
public struct TextAppNameRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "text.app-name", name: "No app name", defaultSeverity: .warning,
        summary: "A title, subtitle or body that contains the app's name (--app-name).",
        rationale: "The system shows the app's icon and name with every notification; repeating it wastes the little space there is.",
        source: "TXT-04",
        parameters: [],
        examples: [.fires("Samples/payloads/app-name.json", via: .payload), .silent("Samples/payloads/good.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        payload.texts.flatMap { field, text in
            payload.context.appNames.filter { !$0.isEmpty && text.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }.map {
                name in
                context.finding("the \(field) \"\(text)\" names the app (\(name)); the system already shows it", fix: "leave the app's name out")
            }
        }
    }
}

/// `text.case`: title in title case, body in sentence case (languages with letter case only).
public struct TextCaseRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "text.case", name: "Capitalisation", defaultSeverity: .warning,
        summary: "A title not in title case, or a body not starting with a capital (only where the language has letter case).",
        rationale:
            "The HIG asks for title-style capitalisation in titles and sentence case in bodies. Title case is an English convention, so it is applied to Latin-script titles; titles in other cased scripts (Cyrillic, Greek) need only start with a capital. Scripts without case (Chinese, Japanese, Arabic, emoji) are never flagged; names with inner capitals (iPhone) are left alone.",
        source: "TXT-01, TXT-02",
        parameters: [ParameterSpec("minorWords", .list, "words that stay lowercase inside a title (articles, short prepositions and conjunctions)")],
        examples: [
            .fires("Samples/payloads/lowercase.json", via: .payload), .silent("Samples/payloads/chinese.json", via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (field, text) in payload.texts where TextStyle.hasLetterCase(text) {
            if field == "body" || field == "subtitle" || !TextStyle.usesTitleCase(text) {
                if TextStyle.startsUppercase(text) == false {
                    findings.append(
                        context.finding("the \(field) \"\(text)\" does not start with a capital letter", fix: "capitalise the first word"))
                }
            } else {
                let words = TextStyle.titleCaseViolations(text, minorWords: Set(context.strings("minorWords")))
                if !words.isEmpty {
                    findings.append(
                        context.finding(
                            "the title \"\(text)\" is not in title case (\(words.joined(separator: ", ")))",
                            fix: "capitalise the major words of the title"))
                }
            }
        }
        return findings
    }
}

/// `text.punctuation`: bodies end with punctuation; titles do not.
public struct TextPunctuationRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "text.punctuation", name: "Ending punctuation", defaultSeverity: .warning,
        summary: "A body without ending punctuation, or a title that ends with it.",
        rationale: "Bodies are complete sentences with proper punctuation; titles are short headings without it.",
        source: "TXT-01, TXT-02",
        parameters: [
            ParameterSpec("bodyEndings", .list, "characters a body may end with"),
            ParameterSpec("titleForbiddenEndings", .list, "characters a title must not end with"),
        ],
        examples: [.fires("Samples/payloads/lowercase.json", via: .payload), .silent("Samples/payloads/good.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (field, text) in payload.texts {
            guard let last = TextStyle.lastCharacter(text) else { continue }
            // A truncated text is text.truncated's concern.
            if text.hasSuffix("...") || last == "…" { continue }
            if field == "body", !context.strings("bodyEndings").contains(String(last)) {
                findings.append(
                    context.finding("the body \"\(text)\" does not end with punctuation", fix: "end the sentence with a full stop (or ! or ?)"))
            }
            if field == "title", context.strings("titleForbiddenEndings").contains(String(last)) {
                findings.append(
                    context.finding(
                        "the title \"\(text)\" ends with \"\(last)\"; titles take no ending punctuation", fix: "drop the final \"\(last)\""))
            }
        }
        return findings
    }
}

/// `text.truncated`: text the sender cut short.
public struct TextTruncatedRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "text.truncated", name: "Truncated by hand", defaultSeverity: .warning,
        summary: "A title, subtitle or body that ends with \"...\" or \"…\".",
        rationale: "Do not truncate notification text yourself: the system truncates as the space requires, and shows more where there is room.",
        source: "TXT-02",
        parameters: [],
        examples: [.fires("Samples/payloads/truncated.json", via: .payload), .silent("Samples/payloads/good.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        payload.texts.filter { $0.text.hasSuffix("...") || TextStyle.lastCharacter($0.text) == "…" }.map { field, _ in
            context.finding(
                "the \(field) ends with an ellipsis: it was cut short by hand", fix: "send the whole text; the system truncates it where needed")
        }
    }
}

/// `text.length`: more than about two lines of a banner.
public struct TextLengthRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "text.length", name: "Length", defaultSeverity: .warning,
        summary:
            "A body longer than about two lines of a banner, or a long title (the preset sets the budget, in columns: wide CJK characters and emoji count 2).",
        rationale: "Messages should fit on one or two lines; titles are short and glanceable, especially on Apple Watch.",
        source: "TXT-01; iOS 7 HIG (one or two lines)",
        parameters: [
            ParameterSpec("bodyMaxWidth", .wholeNumber, "body budget in columns"),
            ParameterSpec("titleMaxWidth", .wholeNumber, "title and subtitle budget in columns"),
        ],
        examples: [.fires("Samples/payloads/long-body.json", via: .payload), .silent("Samples/payloads/good.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        payload.texts.compactMap { field, text in
            let limit = Int(context.number(field == "body" ? "bodyMaxWidth" : "titleMaxWidth"))
            let width = TextStyle.width(text)
            guard width > limit else { return nil }
            return context.finding("the \(field) is \(width) columns wide; about \(limit) fit", fix: "say it in fewer words; put details in the app")
        }
    }
}

/// `text.instructions`: text that tells people to tap or open the app.
public struct TextInstructionsRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "text.instructions", name: "No instructions", defaultSeverity: .warning,
        summary: "Text that tells people to tap, open the app or press buttons.",
        rationale: "Focus on the information, not on which button to tap: people know how to open a notification.",
        source: "iOS 7 HIG (Notification Center); TXT-06",
        parameters: [ParameterSpec("phrases", .list, "phrases that give interface instructions (case-insensitive, whole words)")],
        examples: [.fires("Samples/payloads/instructions.json", via: .payload), .silent("Samples/payloads/good.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        payload.texts.compactMap { field, text in
            let lower = text.lowercased()
            guard
                let phrase = context.strings("phrases").first(where: { phrase in
                    lower.range(of: "\\b" + NSRegularExpression.escapedPattern(for: phrase.lowercased()) + "\\b", options: .regularExpression) != nil
                })
            else { return nil }
            return context.finding(
                "the \(field) tells people what to do with the interface (\"\(phrase)\")", fix: "say what happened; leave out how to open it")
        }
    }
}

/// `loc.key`: every `*-loc-key` exists in each language.
public struct LocKeyRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "loc.key", name: "Localisation key exists", defaultSeverity: .error,
        summary: "With --strings, a `*-loc-key` missing from a language's Localizable.strings / .stringsdict / .xcstrings.",
        rationale: "A missing key shows the key itself to people using that language.",
        source: "RULES.md 5.3",
        parameters: [],
        examples: [.fires("Samples/payloads/loc-missing.json", via: .payload), .silent("Samples/payloads/loc.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        guard let strings = payload.context.strings, let alert = payload.alert else { return [] }
        var findings: [Finding] = []
        for keyName in ["title-loc-key", "subtitle-loc-key", "loc-key"] {
            guard let key = alert[keyName] as? String else { continue }
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

/// `loc.args`: the placeholders of each localisation match the number of args.
public struct LocArgsRule: PayloadRule {
    public init() {}
    public let description = RuleDescription(
        id: "loc.args", name: "Localisation arguments", defaultSeverity: .error,
        summary: "With --strings, a localised format whose placeholders (%@, %d, %1$@, ...) do not match the `*-loc-args` count.",
        rationale: "Each placeholder is replaced in order from the args array; too few args leave a placeholder showing, too many are dropped.",
        source: "RULES.md 5.3",
        parameters: [],
        examples: [.fires("Samples/payloads/loc-args.json", via: .payload), .silent("Samples/payloads/loc.json", via: .payload)])

    public func check(_ payload: PayloadSubject, _ context: RuleContext) -> [Finding] {
        guard let strings = payload.context.strings, let alert = payload.alert else { return [] }
        var findings: [Finding] = []
        for prefix in ["title-", "subtitle-", ""] {
            guard let key = alert[prefix + "loc-key"] as? String else { continue }
            let args = (alert[prefix + "loc-args"] as? [Any])?.count ?? 0
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
