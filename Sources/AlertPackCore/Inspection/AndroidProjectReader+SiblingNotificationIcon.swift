/// A module's notification icon may be set by another: a library module's `<meta-data>` (a
/// `:notifications` or `:core` module's manifest) is merged into the app's. Where the module
/// receives FCM and its own release manifests set no default notification icon, the release
/// manifests of the Gradle project's other modules are read for one (an app module among them is
/// skipped: its manifest merges into no other). Which modules the app depends on is not read, so
/// any library's counts; one that cannot be read counts as maybe setting it, and is said.
extension AndroidProjectReader {
    static func addSiblingNotificationIcons(folder: String, limits: Limits, facts: inout AndroidProjectFacts) {
        guard !facts.firebaseMessaging.isEmpty, !facts.isLibrary else { return }
        let release = Set(facts.sourceSets.filter(\.shipsInRelease).compactMap(\.manifest))
        guard !facts.manifestEntries.contains(where: { $0.role == .notificationIcon && release.contains($0.file) }),
            let (gradleRoot, siblings) = siblingModules(of: folder)
        else { return }
        for sibling in siblings {
            let siblingFolder = ProjectFileWalk.join(gradleRoot, sibling)
            guard !isApplication(folder: siblingFolder) else { continue }
            var other = AndroidProjectFacts(module: sibling)
            other.sourceSets = sourceSets(folder: siblingFolder, limits: limits, facts: &other)
            for set in other.sourceSets where set.shipsInRelease {
                guard let manifest = set.manifest else { continue }
                readManifest(manifest, set: set, folder: siblingFolder, limits: limits, facts: &other)
            }
            facts.notificationIconOtherModules += other.manifestEntries.filter { $0.role == .notificationIcon }.map {
                "../\(sibling)/\($0.file):\($0.line)"
            }
            for unreadable in other.unreadable {
                facts.notificationIconOtherModules.append("../\(sibling)/\(unreadable.file): not read")
                facts.notRead.append("../\(sibling)/\(unreadable.file): not read: \(unreadable.message)")
            }
        }
    }

    /// Whether the module in `folder` applies the application plugin by a literal id.
    static func isApplication(folder: String) -> Bool {
        guard let file = gradleFiles.first(where: { ProjectFileWalk.isFile($0, in: folder) }),
            let bytes = try? ProjectFileWalk.contents(file, in: folder, maxBytes: 1 << 20, what: file)
        else { return false }
        var lexer = JVMSourceLexer(bytes: bytes, language: file.hasSuffix(".kts") ? .templated : .groovy)
        return plugin(lexer.tokens(), bytes) == "com.android.application"
    }
}
