/// `action.count`: more than four actions; more than two in a banner.
package struct ActionCountRule: ActionRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var maxActions: Int
        package var bannerActions: Int

        package init(_ preset: inout ParameterReader) {
            maxActions = preset.wholeNumber("maxActions", "most actions shown")
            bannerActions = preset.wholeNumber("bannerActions", "actions a banner shows")
        }
    }
    package static let description = RuleDescription(
        id: "action.count", name: "Number of actions", defaultSeverity: .error,
        summary: "More than four actions in a category (error); more than two, which a banner cuts to the first two (info).",
        rationale: "The detail view shows up to four buttons; banners show only the first two actions.",
        source: "ACT-COUNT (UNNotificationCategory.actions)",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/actions/too-many.yml", saying: "are shown", as: .error, via: .actions),
            .silent("Samples/actions/good.yml", via: .actions),
        ])

    package func check(_ category: ActionCategory, _ context: RuleContext<Parameters>) -> [Finding] {
        let count = category.actions.count
        if count > context.parameters.maxActions {
            return [
                context.finding(
                    "category \(category.identifier) has \(count) actions; at most \(context.parameters.maxActions) are shown",
                    fix: "keep the four that matter most")
            ]
        }
        if count > context.parameters.bannerActions {
            return [
                context.finding(
                    "category \(category.identifier) has \(count) actions; a banner shows only the first \(context.parameters.bannerActions)",
                    fix: "put the most useful actions first", severity: .info)
            ]
        }
        return []
    }
}
