/// The sound a rule looks at: where it is and what inspection found.
package struct SoundSubject: Sendable {
    package var path: String
    package var inspection: SoundInspection
    /// What fixes aim at (the preset's), so that every rule's fix can cut a sound that is too
    /// long to convert as it is, and level changes aim where `convert` does.
    package var fixPolicy: FixPolicy?
    /// The preset's duration limit (`sound.duration`), when it is on.
    package var durationLimit: Double? { fixPolicy?.durationLimit }
    package var facts: SoundFacts { inspection.facts }
    /// The platforms that ship it: iOS unless it is an Android resource or a config says so.
    package var platforms: [AssetPlatform] = [.ios]

    /// The file name's extension, lowercased, or "" when it has none.
    package var fileExtension: String { FileName.extension(of: path) }

    package init(path: String, inspection: SoundInspection, fixPolicy: FixPolicy? = nil) {
        self.path = path
        self.inspection = inspection
        self.fixPolicy = fixPolicy
    }
}

/// A rule about one sound file.
package protocol SoundRule: SubjectRule where Subject == SoundSubject {}

extension SoundSubject: PlatformScopedSubject {}
