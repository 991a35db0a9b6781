/// One Android app module, judged: the module as a whole (its manifests, keep rules and build),
/// then each small icon it uses, as the files of its resource measured once here.
extension Checker {
    /// Judges an Android module; reported under its main manifest. `declared` is what the
    /// cross-platform configs around it name for Android (absolute paths).
    func checkAndroidProject(_ project: AndroidProject, declared: [DeclaredAsset]) -> FileReport {
        let configuration = configuration.effective(for: project.reportPath)
        let subject = AndroidProjectSubject(facts: project.facts, namedElsewhere: Self.soundsNamedElsewhere(declared))
        var findings = configuration.rules.evaluate(subject)
        var facts = project.facts
        if let revision = changedSince, configuration.rules.isEnabled(AndroidChannelSoundChangedRule.self) {
            // A Flutter app's channels are created in its Dart (lib/), beside the module's own.
            let flutter = FlutterChannelSources.read(module: project.folder)
            // The channels the module's sources created at the revision, read from git's objects.
            let sets = project.facts.sourceSets.map(\.name)
            let history = AndroidChannelHistory.read(
                folder: project.folder, sets: sets, flutter: flutter != nil, revision: revision, repository: changedSinceRepository)
            let module = project.folder == "." ? "" : project.folder
            let channels = project.facts.code.channels + (flutter?.channels ?? [])
            findings += configuration.rules.evaluate(AndroidChannelHistorySubject(module: module, channels: channels, history: history))
            // A history not read, or a channel not compared, is said with the module's facts, never
            // passed over as "no change".
            facts.notRead += ((flutter?.notRead ?? []) + history.notRead).map { "channel history: " + $0 }
        }
        let icons = smallIcons(of: project, declared: declared, settings: configuration.rules.androidSmallIconSettings)
        for icon in icons { findings += configuration.rules.evaluate(icon) }
        var report = FileReport(path: project.reportPath, kind: .androidProject, facts: .androidProject(facts), findings: findings)
        report.platforms = [.android]
        // The visual report shows each small icon as Android draws it.
        if collectsMedia {
            let files = icons.map { icon in (resource: icon.name, files: icon.files.map(\.path)) }
            report.media = AndroidSmallIconSheet.media(files, project: project, configuration: configuration)
        }
        return report
    }

    /// The raw sounds the configs name by resource name, each with the config key that names it.
    static func soundsNamedElsewhere(_ declared: [DeclaredAsset]) -> [String: String] {
        var named: [String: String] = [:]
        for asset in declared where asset.role == .notificationSound {
            // A resource is named without its extension (`RawResourceAndroidNotificationSound('ping')`).
            let written = FileName.last(of: asset.value)
            let name = asset.path.flatMap(AndroidResourcePath.init)?.name ?? String(written.split(separator: ".").first ?? Substring(written))
            if named[name] == nil { named[name] = place(of: asset) }
        }
        return named
    }

    /// One subject per small icon the module uses (its manifests' notification meta-data, its
    /// code's `setSmallIcon`, what the configs around it name), with every file of the resource
    /// in the source sets a release build holds.
    func smallIcons(of project: AndroidProject, declared: [DeclaredAsset], settings: AndroidSmallIconInspector.Settings) -> [AndroidSmallIconSubject]
    {
        let facts = project.facts
        var users: [(resource: AndroidResourceReference, by: String)] = facts.manifestEntries.filter { $0.role == .notificationIcon }
            .compactMap { entry in entry.reference.map { ($0, "\(entry.file) \(entry.key)") } }
        users += facts.code.smallIcons.map { (AndroidResourceReference(type: $0.type, name: $0.name), "\($0.place) setSmallIcon") }
        users += declared.filter { $0.role == .notificationIcon }.compactMap { asset in
            asset.path.flatMap(AndroidResourcePath.init).map {
                (AndroidResourceReference(type: $0.kind.rawValue, name: $0.name), Self.place(of: asset))
            }
        }
        users += Self.codeNamedSmallIcons(of: project)
        let release = facts.releaseSourceSets
        let images = facts.resources.filter { ($0.type == "drawable" || $0.type == "mipmap") && (release.isEmpty || release.contains($0.sourceSet)) }
        var resources: [AndroidResourceReference] = []
        for user in users where !resources.contains(user.resource) { resources.append(user.resource) }
        return resources.compactMap { resource in
            let files = images.filter { $0.type == resource.type && $0.name == resource.name }
            guard !files.isEmpty else { return nil }  // a missing one is android.manifest-resource's
            let measured = files.map { AndroidSmallIconInspector.inspect(path: project.path($0.path), settings: settings) }
            var subject = AndroidSmallIconSubject(name: resource.name, files: measured, usedBy: users.filter { $0.resource == resource }.map(\.by))
            subject.launcher = Self.launcherReuse(of: files, in: project, among: images)
            subject.keepSelectableVariants(minSdk: facts.build?.minSdk)
            return subject
        }
    }

    /// Where a config names a file, as a finding says it: `app.json expo.plugins[0][1].icon`, or
    /// a Dart call's key, which already starts with its file.
    static func place(of asset: DeclaredAsset) -> String {
        asset.key.hasPrefix(asset.file) ? asset.key : "\(asset.file) \(asset.key)"
    }

    /// Whether a small icon is the launcher icon the manifest names, or has its bytes.
    static func launcherReuse(
        of files: [AndroidResourceFile], in project: AndroidProject, among images: [AndroidResourceFile]
    ) -> AndroidSmallIconSubject.LauncherReuse? {
        let launchers = project.facts.manifestEntries.filter { $0.role == .appIcon || $0.role == .roundIcon }.compactMap(\.reference)
        guard let name = files.first?.name, let type = files.first?.type, !launchers.isEmpty else { return nil }
        let digest = { (file: AndroidResourceFile) in try? FileDigest.sha256(path: project.path(file.path)).hex }
        let launcherFiles = images.filter { file in launchers.contains { $0.type == file.type && $0.name == file.name } }
        let launcherDigests = launcherFiles.compactMap { file in digest(file).map { ($0, file.path) } }
        var sameBytes: [(file: String, launcherFile: String)] = []
        for file in files where !launchers.contains(where: { $0.type == type && $0.name == name }) {
            if let hex = digest(file), let match = launcherDigests.first(where: { $0.0 == hex }) {
                sameBytes.append((project.path(file.path), project.path(match.1)))
            }
        }
        let same = launchers.first { $0.type == type && $0.name == name }
        guard same != nil || !sameBytes.isEmpty else { return nil }
        return AndroidSmallIconSubject.LauncherReuse(launcher: (same ?? launchers[0]).written, sameResource: same != nil, sameBytes: sameBytes)
    }
}
