/// An action titled only "Open", "View", "Launch App" and the like.
///
/// Tapping the notification already opens the app; an action should do something specific.
///
/// - Rule: action.opens-app
/// - Name: Action that only opens the app
/// - Source: TXT-06
/// - Parameter titles (list): titles that only open the app (case-insensitive)
/// - Fires on: Samples/actions/too-many.yml via actions, saying “only opens the app, which tapping” (warning)
/// - Silent on: Samples/actions/good.yml via actions
package struct ActionOpensAppRule: ActionRule {
    package func check(_ category: ActionSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let titles = Set(context.parameters.titles.map { $0.lowercased() })
        return category.actions.filter { titles.contains($0.title.lowercased()) }.map {
            context.finding(
                "action \($0.identifier) \"\($0.title)\" only opens the app, which tapping the notification already does",
                fix: "name what the action does (\"Reply\", \"Mark as Read\"), or remove it")
        }
    }
}
