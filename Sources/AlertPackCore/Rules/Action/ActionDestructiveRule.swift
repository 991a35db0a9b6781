/// `action.destructive`: destructive actions, flagged for review.
package struct ActionDestructiveRule: ActionRule {
    package init() {}
    package static let description = RuleDescription(
        id: "action.destructive", name: "Destructive action", defaultSeverity: .info,
        summary: "A destructive action, flagged for review.",
        rationale:
            "Prefer non-destructive actions; a destructive one runs straight from a notification, so make sure it is wanted and clearly named.",
        source: "TXT-06",
        parameters: [],
        examples: [
            .fires("Samples/actions/good.yml", saying: "is destructive", as: .info, via: .actions),
            .silent("Samples/actions/too-many.yml", via: .actions),
        ])

    package func check(_ category: ActionCategory, _ context: RuleContext<NoParameters>) -> [Finding] {
        category.actions.filter { $0.options.contains("destructive") }.map {
            context.finding(
                "action \($0.identifier) \"\($0.title)\" is destructive",
                fix: "review it: consider authentication (options: [authenticationRequired]) or an undo in the app")
        }
    }
}
