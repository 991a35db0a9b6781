/// An app that lists communication intents without the Communication Notifications capability, or
/// has the capability without the intents; an app set up for them with no service extension.
///
/// Communication notifications (avatars, breaking through Focus) need the capability on the app
/// and the intents it donates in the app's NSUserActivityTypes; without the capability the system
/// shows an ordinary notification and says nothing, and the capability without the intents draws
/// upload warning ITMS-90894. A push becomes a communication notification in a Notification
/// Service Extension; the capability is not needed on the extension itself.
///
/// - Rule: notify.communication
/// - Name: Communication notifications set up
/// - Source: NOTIFY-COMM, NOTIFY-NSE
/// - Parameter noServiceExtensionSeverity (severity): severity when no Notification Service Extension can make a push a communication notification
/// - Fires on: Samples/notify/Broken/Broken.xcodeproj, saying “has no
///   com.apple.developer.usernotifications.communication entitlement” (error)
/// - Fires on: Samples/notify/NoIntents/NoIntents.xcodeproj, saying “NSUserActivityTypes lists neither” (error)
/// - Silent on: Samples/notify/Comms/Comms.xcodeproj
package struct NotifyCommunicationRule: ProjectRule {
    package func check(_ subject: ProjectSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let project = subject.project
        let hasService = project.setups.contains(where: \.isNotificationService)
        // A target whose entitlements or Info.plist cannot be read is not judged: a key that
        // looks missing there may only be unread.
        return project.appTargets.compactMap { project.shippingSetup(of: $0) }.filter(\.isKnown).flatMap { app -> [Finding] in
            let intents = app.userActivityTypes.filter(TargetSetup.communicationIntents.contains)
            let entitled = app.isEntitled(TargetSetup.communicationEntitlement)
            var findings: [Finding] = []
            if !intents.isEmpty && !entitled {
                findings.append(
                    context.finding(
                        "\(app.label) lists \(intents.joined(separator: " and ")) in NSUserActivityTypes but has no \(TargetSetup.communicationEntitlement) entitlement\(app.inEntitlementsFile): its notifications show without avatars and do not break through Focus",
                        fix: "add the Communication Notifications capability to \(app.target) (Signing & Capabilities)",
                        subject: "\(app.target) entitlement"))
            }
            if entitled && intents.isEmpty {
                findings.append(
                    context.finding(
                        "\(app.label) has the \(TargetSetup.communicationEntitlement) entitlement, but NSUserActivityTypes lists neither INSendMessageIntent nor INStartCallIntent\(app.inInfoFile) (upload warning ITMS-90894)",
                        fix: "add INSendMessageIntent (and INStartCallIntent for calls) to NSUserActivityTypes in the Info.plist of \(app.target)",
                        subject: "\(app.target) activity types"))
            }
            if (entitled || !intents.isEmpty) && !hasService {
                findings.append(
                    context.finding(
                        "\(app.label) is set up for communication notifications, but the project has no Notification Service Extension: a push cannot be made a communication notification before it is shown",
                        fix: "add a Notification Service Extension that donates the intent and calls updating(from:)",
                        severity: context.parameters.noServiceExtensionSeverity,
                        subject: "\(app.target) service extension"))
            }
            return findings
        }
    }
}
