/// A destructive action, flagged for review.
///
/// Prefer non-destructive actions; a destructive one runs straight from a notification, so make sure it is
/// wanted and clearly named.
///
/// - Rule: action.destructive
/// - Name: Destructive action
/// - Source: TXT-06
/// - Fires on: Samples/actions/good.yml via actions, saying “is destructive” (info)
/// - Silent on: Samples/actions/too-many.yml via actions
package struct ActionDestructiveRule: ActionRule {
    package func check(_ category: ActionSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        category.actions.filter { $0.options.contains("destructive") }.map {
            context.finding(
                "action \($0.identifier) \"\($0.title)\" is destructive",
                fix: "review it: consider authentication (options: [authenticationRequired]) or an undo in the app")
        }
    }
}
