/// `action.opens-app`: an action that only opens the app.
package struct ActionOpensAppRule: ActionRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var titles: [String]

        package init(_ preset: inout ParameterReader) {
            titles = preset.list("titles", "titles that only open the app (case-insensitive)")
        }
    }
    package static let description = RuleDescription(
        id: "action.opens-app", name: "Action that only opens the app", defaultSeverity: .warning,
        summary: "An action titled only \"Open\", \"View\", \"Launch App\" and the like.",
        rationale: "Tapping the notification already opens the app; an action should do something specific.",
        source: "TXT-06",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/actions/too-many.yml", saying: "only opens the app, which tapping", as: .warning, via: .actions),
            .silent("Samples/actions/good.yml", via: .actions),
        ])

    package func check(_ category: ActionCategory, _ context: RuleContext<Parameters>) -> [Finding] {
        let titles = Set(context.parameters.titles.map { $0.lowercased() })
        return category.actions.filter { titles.contains($0.title.lowercased()) }.map {
            context.finding(
                "action \($0.identifier) \"\($0.title)\" only opens the app, which tapping the notification already does",
                fix: "name what the action does (\"Reply\", \"Mark as Read\"), or remove it")
        }
    }
}
