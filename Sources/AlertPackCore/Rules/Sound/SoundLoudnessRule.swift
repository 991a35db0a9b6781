/// Too quiet (or too hot) to work as an alert.
///
/// An alert has to be heard over a room without being harsh. Sounds of 0.4 s or more are judged by integrated
/// loudness (EBU R128 / ITU-R BS.1770-4, measured by our own meter and checked against libebur128); shorter
/// ones, which have no loudness block, by their peak level.
///
/// - Rule: sound.loudness
/// - Name: Loudness
/// - Source: TXT-05 (HIG Notifications: professionally produced sounds)
/// - Platforms: ios, android, web
/// - Parameter minLUFS (number): quietest integrated loudness accepted
/// - Parameter maxLUFS (number): loudest integrated loudness accepted
/// - Parameter minPeakDBFS (number): lowest peak level accepted
/// - Parameter targetLUFS (number): the loudness a level fix (convert --loudness) aims for
/// - Parameter peakCeilingDBFS (number): the highest peak a level fix leaves (also where convert normalises
///   the peak)
/// - Class low-peak: the peak is under minPeakDBFS
/// - Class too-quiet: the integrated loudness is under minLUFS
/// - Class too-loud: the integrated loudness is over maxLUFS
/// - Fires on: Samples/sounds/quiet.wav, saying “must reach at least” (warning)
/// - Fires on: Samples/sounds/clipped.wav, saying “integrated loudness is” (warning)
/// - Silent on: Samples/sounds/chime.wav
package struct SoundLoudnessRule: SoundRule, RepairableRule {
    package static let repair = RuleRepair(.level)

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        // A sound silent throughout is sound.silence's finding: one cause, one finding.
        guard let peak = sound.facts.peakDBFS, peak.isFinite, !sound.facts.isSilentThroughout else { return [] }
        let minPeak = context.parameters.minPeakDBFS
        if peak < minPeak {
            return [
                context.finding(
                    "peak level is \(Formatting.decibels(peak)) dBFS; must reach at least \(Formatting.decibels(minPeak)) dBFS",
                    fix: Self.level(sound, "raise the level", context.parameters), class: MessageClass.lowPeak)
            ]
        }
        guard let loudness = sound.facts.loudnessLUFS else { return [] }
        let minimum = context.parameters.minLUFS
        let maximum = context.parameters.maxLUFS
        if loudness < minimum {
            return [
                context.finding(
                    "integrated loudness is \(Formatting.decibels(loudness)) LUFS; must be at least \(Formatting.decibels(minimum)) LUFS",
                    fix: Self.level(sound, "raise the level", context.parameters), class: MessageClass.tooQuiet)
            ]
        }
        if loudness > maximum {
            return [
                context.finding(
                    "integrated loudness is \(Formatting.decibels(loudness)) LUFS; must be at most \(Formatting.decibels(maximum)) LUFS",
                    fix: Self.level(sound, "lower the level", context.parameters), class: MessageClass.tooLoud)
            ]
        }
        return []
    }

    /// `alertpack fix` for a level change; for a clipped sound, advice only: turning a clipped
    /// sound down leaves its distortion, and `fix` does not do it.
    static func level(_ sound: SoundSubject, _ advice: String, _ parameters: Parameters) -> Fix {
        guard (sound.facts.clippedRuns ?? 0) == 0 else {
            return Fix("\(advice) at the source and render it again: it clips, and changing this file's level keeps the distortion")
        }
        // A sound too short for a loudness block is levelled by its peak (as fix does it).
        let target =
            sound.facts.loudnessLUFS == nil
            ? "its peak to \(Formatting.decibels(parameters.peakCeilingDBFS)) dBFS"
            : "\(Formatting.decibels(parameters.targetLUFS)) LUFS (peak at most \(Formatting.decibels(parameters.peakCeilingDBFS)) dBFS)"
        return FixHint.repair(sound, advice: "\(advice): bring it to \(target)")
    }
}
