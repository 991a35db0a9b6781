/// With --actions, `aps.category` names a category the app's categories file does not register.
///
/// A notification shows the action buttons of the category its payload names, which the app must
/// have registered (UNUserNotificationCenter.setNotificationCategories); a name it did not register
/// shows no buttons, and nothing says why.
///
/// - Rule: notify.category
/// - Name: Registered category
/// - Source: ACT-COUNT, PAY-APS
/// - Fires on: Samples/payloads/unknown-category.json via payload, saying “is not among the categories” (error)
/// - Silent on: Samples/payloads/category.json via payload
package struct NotifyCategoryRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let categories = payload.context.categories, let category = payload.aps?["category"]?.string, !categories.contains(category)
        else { return [] }
        let known = categories.sorted()
        return [
            context.finding(
                "category \(category) is not among the categories the actions file registers (\(known.isEmpty ? "none" : known.joined(separator: ", "))): the notification shows no action buttons",
                fix: "send a registered category, or register \(category) with its actions")
        ]
    }
}
