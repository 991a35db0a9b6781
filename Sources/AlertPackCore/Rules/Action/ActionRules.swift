/// The HIG's rules for notification action buttons (`lint-actions`).

/// `action.count`: more than four actions; more than two in a banner.
public struct ActionCountRule: ActionRule {
    public init() {}
    public let description = RuleDescription(
        id: "action.count", name: "Number of actions", defaultSeverity: .error,
        summary: "More than four actions in a category (error); more than two, which a banner cuts to the first two (info).",
        rationale: "The detail view shows up to four buttons; banners show only the first two actions.",
        source: "RULES.md 5.5",
        parameters: [
            ParameterSpec("maxActions", .wholeNumber, "most actions shown"), ParameterSpec("bannerActions", .wholeNumber, "actions a banner shows"),
        ],
        examples: [.fires("Samples/actions/too-many.yml", via: .actions), .silent("Samples/actions/good.yml", via: .actions)])

    public func check(_ category: ActionCategory, _ context: RuleContext) -> [Finding] {
        let count = category.actions.count
        if count > Int(context.number("maxActions")) {
            return [
                context.finding(
                    "category \(category.identifier) has \(count) actions; at most \(Int(context.number("maxActions"))) are shown",
                    fix: "keep the four that matter most")
            ]
        }
        if count > Int(context.number("bannerActions")) {
            return [
                context.finding(
                    "category \(category.identifier) has \(count) actions; a banner shows only the first \(Int(context.number("bannerActions")))",
                    fix: "put the most useful actions first", severity: .info)
            ]
        }
        return []
    }
}

/// `action.case`: button titles in title case.
public struct ActionCaseRule: ActionRule {
    public init() {}
    public let description = RuleDescription(
        id: "action.case", name: "Action title case", defaultSeverity: .warning,
        summary: "An action title not in title case (English), or a localisation that does not start with a capital.",
        rationale:
            "Action buttons use title-style capitalisation, an English convention; other languages with letter case capitalise the first word as their own rules say.",
        source: "TXT-06",
        parameters: [ParameterSpec("minorWords", .list, "words that stay lowercase inside a title")],
        examples: [.fires("Samples/actions/too-many.yml", via: .actions), .silent("Samples/actions/good.yml", via: .actions)])

    public func check(_ category: ActionCategory, _ context: RuleContext) -> [Finding] {
        let minor = Set(context.strings("minorWords"))
        return category.actions.flatMap { action in
            action.allTitles.compactMap { language, title in
                guard TextStyle.hasLetterCase(title) else { return nil }
                let named = "action \(action.identifier) title \"\(title)\"\(language == "base" ? "" : " (\(language))")"
                // Title case for English (and unlabelled Latin-script titles); other languages start with a capital.
                let english = language == "base" ? TextStyle.usesTitleCase(title) : language.hasPrefix("en")
                if english {
                    guard !TextStyle.titleCaseViolations(title, minorWords: minor).isEmpty else { return nil }
                    return context.finding("\(named) is not in title case", fix: "capitalise each major word")
                }
                guard TextStyle.startsUppercase(title) == false else { return nil }
                return context.finding("\(named) does not start with a capital letter", fix: "capitalise the first word")
            }
        }
    }
}

/// `action.length`: titles that fit a button, in every localisation.
public struct ActionLengthRule: ActionRule {
    public init() {}
    public let description = RuleDescription(
        id: "action.length", name: "Action title length", defaultSeverity: .warning,
        summary: "An action title, or any localisation of it, too long for a button.",
        rationale: "Titles must be brief enough not to be truncated; localised titles are often longer than the original.",
        source: "TXT-06; iOS 7 HIG",
        parameters: [ParameterSpec("maxWidth", .wholeNumber, "columns a button title may take (wide characters count 2)")],
        examples: [.fires("Samples/actions/too-many.yml", via: .actions), .silent("Samples/actions/good.yml", via: .actions)])

    public func check(_ category: ActionCategory, _ context: RuleContext) -> [Finding] {
        let limit = Int(context.number("maxWidth"))
        return category.actions.flatMap { action in
            action.allTitles.compactMap { language, title in
                let width = TextStyle.width(title)
                guard width > limit else { return nil }
                return context.finding(
                    "action \(action.identifier) title \"\(title)\"\(language == "base" ? "" : " (\(language))") is \(width) columns; about \(limit) fit a button",
                    fix: "use a shorter word or phrase")
            }
        }
    }
}

/// `action.opens-app`: an action that only opens the app.
public struct ActionOpensAppRule: ActionRule {
    public init() {}
    public let description = RuleDescription(
        id: "action.opens-app", name: "Action that only opens the app", defaultSeverity: .warning,
        summary: "An action titled only \"Open\", \"View\", \"Launch App\" and the like.",
        rationale: "Tapping the notification already opens the app; an action should do something specific.",
        source: "TXT-06",
        parameters: [ParameterSpec("titles", .list, "titles that only open the app (case-insensitive)")],
        examples: [.fires("Samples/actions/too-many.yml", via: .actions), .silent("Samples/actions/good.yml", via: .actions)])

    public func check(_ category: ActionCategory, _ context: RuleContext) -> [Finding] {
        let titles = Set(context.strings("titles").map { $0.lowercased() })
        return category.actions.filter { titles.contains($0.title.lowercased()) }.map {
            context.finding(
                "action \($0.identifier) \"\($0.title)\" only opens the app, which tapping the notification already does",
                fix: "name what the action does (\"Reply\", \"Mark as Read\"), or remove it")
        }
    }
}

/// `action.destructive`: destructive actions, flagged for review.
public struct ActionDestructiveRule: ActionRule {
    public init() {}
    public let description = RuleDescription(
        id: "action.destructive", name: "Destructive action", defaultSeverity: .info,
        summary: "A destructive action, flagged for review.",
        rationale:
            "Prefer non-destructive actions; a destructive one runs straight from a notification, so make sure it is wanted and clearly named.",
        source: "TXT-06",
        parameters: [],
        examples: [.fires("Samples/actions/good.yml", via: .actions), .silent("Samples/actions/too-many.yml", via: .actions)])

    public func check(_ category: ActionCategory, _ context: RuleContext) -> [Finding] {
        category.actions.filter { $0.options.contains("destructive") }.map {
            context.finding(
                "action \($0.identifier) \"\($0.title)\" is destructive",
                fix: "review it: consider authentication (options: [authenticationRequired]) or an undo in the app")
        }
    }
}
