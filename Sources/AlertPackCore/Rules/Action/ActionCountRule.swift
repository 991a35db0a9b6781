/// More than four actions in a category (error); more than two, which a banner cuts to the first two (info).
///
/// The detail view shows up to four buttons; banners show only the first two actions.
///
/// - Rule: action.count
/// - Name: Number of actions
/// - Source: ACT-COUNT (UNNotificationCategory.actions)
/// - Parameter maxActions (wholeNumber): most actions shown
/// - Parameter bannerActions (wholeNumber): actions a banner shows
/// - Parameter bannerHiddenSeverity (severity): severity for more actions than a banner shows
/// - Class too-many: more actions than are shown
/// - Class banner-hidden: more actions than a banner shows
/// - Fires on: Samples/actions/too-many.yml via actions, saying “are shown” (error)
/// - Silent on: Samples/actions/good.yml via actions
package struct ActionCountRule: ActionRule {
    package func check(_ category: ActionSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let count = category.actions.count
        if count > context.parameters.maxActions {
            return [
                context.finding(
                    "category \(category.identifier) has \(count) actions; at most \(context.parameters.maxActions) are shown",
                    fix: "keep the four that matter most", class: MessageClass.tooMany)
            ]
        }
        if count > context.parameters.bannerActions {
            return [
                context.finding(
                    "category \(category.identifier) has \(count) actions; a banner shows only the first \(context.parameters.bannerActions)",
                    fix: "put the most useful actions first", severity: context.parameters.bannerHiddenSeverity, class: MessageClass.bannerHidden)
            ]
        }
        return []
    }
}
