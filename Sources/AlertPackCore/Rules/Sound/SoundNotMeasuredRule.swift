/// A sound whose header declares more than the decoding budget (maxSeconds): its samples are not decoded, so
/// clipping, silence and loudness are unknown.
///
/// The work spent on a file follows what the rules need, not what the file claims: a sound of hours already
/// fails sound.duration from its header, and decoding a 4 GiB file to judge its levels would hold up the
/// whole run.
///
/// - Rule: sound.not-measured
/// - Name: Levels not measured
/// - Source: PACKAGE-FORMAT (alertpack's work budget, docs/reliability.md; not an Apple rule)
/// - Platforms: ios, android, web
/// - Parameter maxSeconds (number): the longest sound whose samples are decoded
/// - Fires on: Samples/sounds/ten-minutes.m4a, saying “its levels are unknown” (info)
/// - Silent on: Samples/sounds/too-long.caf
package struct SoundNotMeasuredRule: SoundRule, RepairableRule {
    /// Cut under the limit, the sound is measured on the next check.
    package static let repair = RuleRepair(.byOthers, requires: [.soundDuration])

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let reason = sound.inspection.notMeasured else { return [] }
        return [context.finding(reason, fix: "shorten it first: the other findings are about its length")]
    }
}
