/// `action.count`: more than four actions; more than two in a banner.
package struct ActionCountRule: ActionRule {
    package init() {}
    package let description = RuleDescription(
        id: "action.count", name: "Number of actions", defaultSeverity: .error,
        summary: "More than four actions in a category (error); more than two, which a banner cuts to the first two (info).",
        rationale: "The detail view shows up to four buttons; banners show only the first two actions.",
        source: "RULES.md 5.5",
        parameters: [
            ParameterSpec("maxActions", .wholeNumber, "most actions shown"), ParameterSpec("bannerActions", .wholeNumber, "actions a banner shows"),
        ],
        examples: [.fires("Samples/actions/too-many.yml", via: .actions), .silent("Samples/actions/good.yml", via: .actions)])

    package func check(_ category: ActionCategory, _ context: RuleContext) -> [Finding] {
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
