/// A subject that ships on some platforms and not others (a sound, an image): the rule book runs
/// a rule on it only when the rule judges one of them, so an iOS rule never judges an Android
/// raw resource, nor an Android rule an iOS bundle's sound.
package protocol PlatformScopedSubject {
    /// The platforms that ship it, sorted; never empty.
    var platforms: [AssetPlatform] { get }
}

extension PlatformScopedSubject {
    /// The findings of a rule that judges `judged` platforms: none when it ships on none of them;
    /// when it ships on several and the rule is one platform's, each finding says which.
    func scoping(_ findings: () -> [Finding], to judged: [AssetPlatform]) -> [Finding] {
        let shared = platforms.filter(judged.contains)
        guard !shared.isEmpty else { return [] }
        let found = findings()
        guard platforms.count > 1, judged.count == 1, let platform = shared.first else { return found }
        return found.map { finding in
            var said = finding
            said.message += platform.findingNote
            return said
        }
    }
}

extension DeclaredAsset.Platform {
    /// What a one-platform finding on a file several platforms ship ends with: " (for iOS)".
    package var findingNote: String { " (for \(displayName))" }
}
