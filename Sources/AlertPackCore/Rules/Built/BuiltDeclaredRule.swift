/// An app icon, alternate icon, sound or app extension that the project declares for the app and
/// the built app lacks (checked when a run pairs the two: `check --project X.xcodeproj --built
/// App.ipa`).
///
/// A build from another scheme or configuration, an archive older than the project, or a copy
/// phase that lost a file ships without what the sources promise. A Notification Service
/// Extension that is not embedded never runs (pushes arrive unmodified: no attachments, no
/// communication notification); a Notification Content Extension that is not embedded leaves the
/// default interface.
///
/// - Rule: built.declared
/// - Name: Declared in the project, missing from the build
/// - Source: BUILT-EXTENSIONS, XCODE-PROJECT (what the app target builds and embeds)
/// - Class missing-extension: an app extension the project embeds and the build lacks
/// - Class missing-icon: an app icon or alternate icon the project builds and the build lacks
/// - Class missing-sound: a sound the project copies and the build lacks
/// - Fires on: Samples/built/Stale, saying “embeds the Notification Service Extension Service in Stale, but the build has no” (error)
/// - Silent on: Samples/built/Good.ipa
package struct BuiltDeclaredRule: BuiltAppRule {
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let declared = subject.declared, let app = subject.app else { return [] }
        return extensions(declared, subject.facts, app, context) + icons(declared, app, context) + sounds(declared, app, context)
    }

    private func extensions(_ declared: DeclaredApp, _ facts: BuiltAppFacts, _ app: BuiltBundle, _ context: RuleContext<Parameters>) -> [Finding] {
        let embedded = facts.bundles.filter { $0.role == .appExtension }
        return declared.extensions.filter { wanted in
            !embedded.contains { $0.name == wanted.productName + ".appex" }
                && !(wanted.extensionPoint.map { point in embedded.contains { $0.extensionPoint == point } } ?? false)
        }.map { wanted in
            let point = wanted.extensionPoint ?? ""
            let kind = Self.kinds[point]?.kind ?? "app extension"
            let what = Self.kinds[point].map { ": \($0.loss)" } ?? (wanted.extensionPoint.map { " (\($0))" } ?? "")
            return context.finding(
                "\(declared.project) embeds the \(kind) \(wanted.target) in \(declared.target), but the build has no \(app.shown("PlugIns/\(wanted.productName).appex"))\(what)",
                fix:
                    "archive the scheme that builds \(declared.target) with \(wanted.target) embedded (Embed Foundation Extensions), then export again",
                subject: "extension \(wanted.target)", class: MessageClass.missingExtension)
        }
    }

    /// What an extension of these points is called, and what is lost when it is not embedded.
    static let kinds: [String: (kind: String, loss: String)] = [
        "com.apple.usernotifications.service": ("Notification Service Extension", "pushes with mutable-content arrive unmodified"),
        "com.apple.usernotifications.content-extension": ("Notification Content Extension", "notifications show the default interface"),
    ]

    private func icons(_ declared: DeclaredApp, _ app: BuiltBundle, _ context: RuleContext<Parameters>) -> [Finding] {
        guard app.iconsKnown else { return [] }
        let icons = app.icons
        let held = Set(icons.renditions.map(\.name) + [icons.iconName, icons.primaryName].compactMap { $0 } + icons.alternateNames)
        return declared.iconNames.filter { name in
            !held.contains(name) && !icons.looseFiles.contains { FileName.last(of: $0.path).hasPrefix(name) }
        }.map { name in
            let role = declared.alternateIconNames.contains(name) ? "alternate icon" : "app icon"
            return context.finding(
                "\(declared.project) builds the \(role) \"\(name)\" for \(declared.target), but the build holds no icon of that name",
                fix: "archive again from the current project (the scheme and configuration that ship)", subject: "icon \(name)",
                class: MessageClass.missingIcon)
        }
    }

    private func sounds(_ declared: DeclaredApp, _ app: BuiltBundle, _ context: RuleContext<Parameters>) -> [Finding] {
        let held = Set(app.sounds.map { FileName.last(of: $0.path) })
        return declared.sounds.filter { !held.contains($0) }.map { name in
            context.finding(
                "\(declared.project) copies the sound \(name) into \(declared.target), but the build does not hold it: a notification naming it plays the default sound",
                fix: "archive again from the current project, with \(name) in the target's Copy Bundle Resources", subject: "sound \(name)",
                class: MessageClass.missingSound)
        }
    }
}
