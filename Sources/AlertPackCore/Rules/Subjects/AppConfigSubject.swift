/// A cross-platform project's configs as a rule sees them: what they declare, and the platforms
/// the project builds (a rule about a sound for one platform asks which others there are).
package struct AppConfigSubject: Sendable {
    package var project: AppConfigProject
    /// The platforms the project builds: an Expo project both iOS and Android (its native
    /// folders are generated); others those whose native folder (`ios/`, `android/`) exists.
    package var platforms: [DeclaredAsset.Platform]

    package init(project: AppConfigProject, platforms: [DeclaredAsset.Platform]) {
        self.project = project
        self.platforms = platforms.sorted()
    }

    package var facts: AppConfigFacts { project.facts }

    /// "app.json expo.plugins[1][1].sounds[0]": where a value is named, as a user finds it.
    package static func place(_ asset: DeclaredAsset) -> String {
        asset.key.hasPrefix(asset.file + ":") ? asset.key : asset.file + " " + asset.key
    }
}

/// A rule about the icons and sounds a cross-platform project's configs declare.
package protocol AppConfigRule: SubjectRule where Subject == AppConfigSubject {}
