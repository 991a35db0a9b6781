/// `mutable-content: 1` that no Notification Service Extension will act on.
///
/// A Notification Service Extension runs for a push with mutable-content 1 and visible alert
/// content. Where the app's project has no such extension, or the push shows nothing, the flag does
/// nothing: attachments are not downloaded and no communication notification is made.
///
/// - Rule: notify.mutable-content
/// - Name: Mutable content without an extension
/// - Source: NOTIFY-NSE
/// - Class no-text: the payload shows no text
/// - Class no-service-extension: the project has no Notification Service Extension
/// - Fires on: Samples/notify/Broken/payloads/time-sensitive.json via payload, saying “has no Notification Service
///   Extension” (warning)
/// - Silent on: Samples/notify/Comms/payloads/message.json via payload
package struct NotifyMutableContentRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let aps = payload.aps, aps["mutable-content"] == .number(1) || aps["mutable-content"] == .bool(true) else { return [] }
        if payload.texts.isEmpty {
            return [
                context.finding(
                    "mutable-content is 1, but the payload shows no title, subtitle or body: a service extension runs only for a visible notification",
                    fix: "add the alert text, or remove mutable-content", class: MessageClass.noText)
            ]
        }
        guard let receiver = payload.context.receiver, receiver.serviceExtensions.isEmpty else { return [] }
        return [
            context.finding(
                "mutable-content is 1, but \(FileName.last(of: receiver.project)) has no Notification Service Extension: nothing modifies this notification",
                fix: "add a Notification Service Extension target, or remove mutable-content", class: MessageClass.noServiceExtension)
        ]
    }
}
