/// `aps.category` names a category the app does not register: not in the categories file
/// --actions names, or, without it, written nowhere in the receiving app's code.
///
/// A notification shows the action buttons of the category its payload names, which the app must
/// have registered (UNUserNotificationCenter.setNotificationCategories); a name it did not register
/// shows no buttons, and nothing says why. Without a categories file the app's Swift and
/// Objective-C sources are searched for the name as a string literal (registered directly or
/// through a constant); a name found nowhere is a warning, since a server could send categories
/// the app builds at run time.
///
/// - Rule: notify.category
/// - Name: Registered category
/// - Source: ACT-COUNT, PAY-APS
/// - Parameter notInCodeSeverity (severity): severity for a category written nowhere in the app's code (no actions file given)
/// - Class not-in-code: written nowhere in the app's code (no actions file given)
/// - Class not-registered: not among the categories of the actions file
/// - Fires on: Samples/payloads/unknown-category.json via payload, saying “is not among the categories” (error)
/// - Silent on: Samples/payloads/category.json via payload
package struct NotifyCategoryRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let category = payload.aps?["category"]?.string else { return [] }
        guard let categories = payload.context.categories else {
            guard let receiver = payload.context.receiver, let literals = receiver.sourceLiterals, !literals.contains(category) else { return [] }
            return [
                context.finding(
                    "category \(category) is written nowhere in the code beside \(FileName.last(of: receiver.project)), so \(receiver.app.target) cannot have registered it: the notification shows no action buttons",
                    fix: "send a category the app registers, or register \(category) with its actions",
                    severity: context.parameters.notInCodeSeverity,
                    class: MessageClass.notInCode)
            ]
        }
        guard !categories.contains(category) else { return [] }
        let known = categories.sorted()
        return [
            context.finding(
                "category \(category) is not among the categories the actions file registers (\(known.isEmpty ? "none" : known.joined(separator: ", "))): the notification shows no action buttons",
                fix: "send a registered category, or register \(category) with its actions", class: MessageClass.notRegistered)
        ]
    }
}
