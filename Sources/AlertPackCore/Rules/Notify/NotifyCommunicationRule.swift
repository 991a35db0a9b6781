/// An app that lists communication intents without the Communication Notifications capability, or
/// has the capability without the intents; an app set up for them with no service extension.
///
/// Communication notifications (avatars, breaking through Focus) need the capability on the app
/// and the intents it donates in the app's NSUserActivityTypes; without the capability the system
/// shows an ordinary notification and says nothing, and the capability without the intents draws
/// upload warning ITMS-90894. A push becomes a communication notification in a Notification
/// Service Extension; the capability is not needed on the extension itself. A project is judged
/// by its targets' entitlements files and Info.plists; a built app (`.ipa`, `.app`,
/// `.xcarchive`) with certainty, by the entitlements its executable is signed with (else those
/// its embedded provisioning profile grants), its built Info.plist and the extensions it embeds.
/// An unsigned build, or one whose Info.plist was not read, is not judged.
///
/// - Rule: notify.communication
/// - Name: Communication notifications set up
/// - Source: NOTIFY-COMM, NOTIFY-NSE
/// - Parameter noServiceExtensionSeverity (severity): severity when no Notification Service Extension can make a push a communication notification
/// - Fires on: Samples/notify/Broken/Broken.xcodeproj, saying “has no
///   com.apple.developer.usernotifications.communication entitlement” (error)
/// - Fires on: Samples/notify/NoIntents/NoIntents.xcodeproj, saying “NSUserActivityTypes lists neither” (error)
/// - Fires on: Samples/built/Communication/NoEntitlement.ipa, saying “entitlement (in the signature of
///   Payload/Chat.app/Chat)” (error)
/// - Silent on: Samples/notify/Comms/Comms.xcodeproj
/// - Silent on: Samples/built/Good.ipa
package struct NotifyCommunicationRule: Rule {
    /// Judges a project's targets, and a built app.
    package func bind(into binder: inout RuleBinder) {
        binder.add(self) { (project: ProjectSubject, context) in check(project, context) }
        binder.add(self) { (built: BuiltAppSubject, context) in check(built, context) }
    }

    package func check(_ subject: ProjectSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let project = subject.project
        let hasService = project.setups.contains(where: \.isNotificationService)
        // A target whose entitlements or Info.plist cannot be read is not judged: a key that
        // looks missing there may only be unread.
        return project.appTargets.compactMap { project.shippingSetup(of: $0) }.filter(\.isKnown).flatMap { app in
            let wording = Wording(
                label: app.label, target: app.target, rebuild: "", noService: "the project has no Notification Service Extension",
                addService: "add a Notification Service Extension that donates the intent and calls updating(from:)")
            return judge(app, hasService: hasService, wording, context)
        }
    }

    /// Each app bundle of the build whose entitlements and Info.plist are known, against the
    /// Notification Service Extensions it embeds.
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let bundles = subject.facts.bundles
        return bundles.filter { $0.role == .app }.flatMap { bundle -> [Finding] in
            let app = bundle.targetSetup(in: bundle.shownFolder)
            guard app.isKnown else { return [] }
            let embedded = bundles.filter { Self.embeds(bundle, $0) }
            // An embedded extension whose Info.plist was not read may be the service extension:
            // none is then unknown, not missing (built.unreadable says why).
            let hasService: Bool? =
                embedded.contains(where: \.isNotificationService) ? true : embedded.contains { !$0.infoRead } ? nil : false
            let wording = Wording(
                label: bundle.shownFolder, target: "the target that builds \(bundle.name)", rebuild: ", and archive again",
                noService: "the build embeds no Notification Service Extension (an app extension at com.apple.usernotifications.service)",
                addService:
                    "embed a Notification Service Extension that donates the intent and calls updating(from:) in \(bundle.name) (Embed Foundation Extensions of the target that builds it), and archive again"
            )
            return judge(app, hasService: hasService, wording, context)
        }
    }

    /// Whether `inner` is an app extension of `app` itself (`PlugIns/X.appex`,
    /// `Extensions/X.appex`), not of a watch app inside it.
    private static func embeds(_ app: BuiltBundle, _ inner: BuiltBundle) -> Bool {
        guard inner.role == .appExtension else { return false }
        let prefix = app.path.isEmpty ? "" : app.path + "/"
        guard inner.path.hasPrefix(prefix) else { return false }
        return !inner.path.dropFirst(prefix.count).contains(".app/")
    }

    /// How the findings name the app and what to change: a project's target, or a built bundle.
    private struct Wording {
        /// "App (Release)", "Payload/Bark.app".
        var label: String
        /// Who gets the capability or the key: "App", "the target that builds Bark.app".
        var target: String
        /// What follows a fix in the project: nothing, or building again.
        var rebuild: String
        /// Why no extension makes the notification: "the project has no ...".
        var noService: String
        var addService: String
    }

    /// The findings of one app whose entitlements and Info.plist are known; `hasService` nil
    /// when whether a service extension is there is unknown.
    private func judge(_ app: TargetSetup, hasService: Bool?, _ wording: Wording, _ context: RuleContext<Parameters>) -> [Finding] {
        let intents = app.userActivityTypes.filter(TargetSetup.communicationIntents.contains)
        let entitled = app.isEntitled(TargetSetup.communicationEntitlement)
        var findings: [Finding] = []
        if !intents.isEmpty && !entitled {
            findings.append(
                context.finding(
                    "\(wording.label) lists \(intents.joined(separator: " and ")) in NSUserActivityTypes but has no \(TargetSetup.communicationEntitlement) entitlement\(app.inEntitlementsFile): its notifications show without avatars and do not break through Focus",
                    fix: "add the Communication Notifications capability to \(wording.target) (Signing & Capabilities)\(wording.rebuild)",
                    subject: "\(app.target) entitlement"))
        }
        if entitled && intents.isEmpty {
            findings.append(
                context.finding(
                    "\(wording.label) has the \(TargetSetup.communicationEntitlement) entitlement, but NSUserActivityTypes lists neither INSendMessageIntent nor INStartCallIntent\(app.inInfoFile) (upload warning ITMS-90894)",
                    fix:
                        "add INSendMessageIntent (and INStartCallIntent for calls) to NSUserActivityTypes in the Info.plist of \(wording.target)\(wording.rebuild)",
                    subject: "\(app.target) activity types"))
        }
        if (entitled || !intents.isEmpty) && hasService == false {
            findings.append(
                context.finding(
                    "\(wording.label) is set up for communication notifications, but \(wording.noService): a push cannot be made a communication notification before it is shown",
                    fix: wording.addService, severity: context.parameters.noServiceExtensionSeverity,
                    subject: "\(app.target) service extension"))
        }
        return findings
    }
}
