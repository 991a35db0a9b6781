/// The plan for one sound: which of its findings a conversion under its own name (or, with
/// `--rename`, under the name its content needs) clears, and which stay and why. One
/// conversion does every step at once, so the sound is decoded and encoded once.
struct SoundRepairPlanning {
    var configuration: CheckConfiguration
    var options: RepairOptions
    var report: FileReport
    var counted: [Finding]
    /// The repair each repairable rule states, by rule id.
    var repairs: [String: RuleRepair]

    private var facts: SoundFacts { report.facts.sound ?? SoundFacts() }
    private var rules: Set<String> { Set(counted.map(\.rule)) }
    private var silenceThreshold: Double { configuration.rules.silenceThresholdDBFS }

    /// What this sound gets.
    func plan() -> RepairPlan {
        var conversion = ConversionOptions()
        conversion.quality = options.quality
        conversion.searchThreads = options.searchThreads
        var addressed: [String] = []
        var left: [LeftFinding] = []
        var processing = false
        for finding in counted {
            guard let repair = repairs[finding.rule], repair.requires.allSatisfy({ rules.contains($0.rawValue) }) else {
                left.append(RepairPlanner.noRepair(finding))
                continue
            }
            switch repair.work {
            case .cut:
                guard let cut = configuration.fixPolicy.cutLength else { left.append(RepairPlanner.noRepair(finding)); continue }
                conversion.maxDuration = cut
                addressed.append(finding.rule)
                processing = true
            case .trimSilence:
                if let reason = silenceLeft() {
                    left.append(LeftFinding(rule: finding.rule, reason: reason))
                } else {
                    conversion.trimSilence = true
                    addressed.append(finding.rule)
                    processing = true
                }
            case .level:
                if let reason = levelLeft() {
                    left.append(LeftFinding(rule: finding.rule, reason: reason))
                } else {
                    setLevel(&conversion)
                    addressed.append(finding.rule)
                    processing = true
                }
            case .declip:
                // Restored, never turned down: the runs are drawn again and the whole sound
                // brought under the peak ceiling (or left, when a run cannot be restored).
                let clipping = configuration.rules.clipping
                conversion.declipLevelDBFS = clipping.levelDBFS
                conversion.declipMinRun = clipping.minRunSamples
                addressed.append(finding.rule)
                processing = true
            case .byOthers, .rewrite, .reencode:
                // A format is rewritten by the conversion `finish` chooses; `byOthers` goes
                // with the repairs it requires (a sound cut under the limit is measured next).
                addressed.append(finding.rule)
            case .toPNG, .toSRGB, .grayscale, .flatten:
                left.append(RepairPlanner.noRepair(finding))
            }
        }
        return finish(conversion, addressed: addressed.uniqued(), left: left, processing: processing)
    }

    /// Turns the decisions into work: a conversion under the name that stays valid, a rename,
    /// or nothing (everything left) when the name must change and `--rename` was not given.
    private func finish(_ conversion: ConversionOptions, addressed: [String], left: [LeftFinding], processing: Bool) -> RepairPlan {
        var conversion = conversion
        let path = report.path
        let ext = FileName.extension(of: path)
        let table = configuration.rules.soundExtensions
        let formatChange = addressed.contains { [.rewrite, .reencode].contains(repairs[$0]?.work) }
        guard formatChange || processing else { return RepairPlan(path: path, work: nil, intent: [], addressed: [], left: left) }
        if table[ext] != nil, let target = ConversionTarget.repairing(extension: ext, codec: facts.codec, floatingPoint: facts.floatingPoint) {
            conversion.target = target
            return RepairPlan(
                path: path, work: .sound(conversion, output: path), intent: intent(conversion, keeping: true), addressed: addressed, left: left)
        }
        // The name must change: to the extension of its container when the content plays as
        // it is and nothing else is asked, else to .caf with IMA4 (Apple's recommendation).
        let playable = !counted.contains { repairs[$0.rule]?.work == .reencode }
        let own = facts.container.flatMap { container in table.keys.sorted().first { table[$0]!.first == container } }
        let newExtension = playable && !processing ? own : nil
        let renamed = FileName.replacingExtension(of: path, with: newExtension ?? "caf")
        guard options.rename else {
            let reason = "its name must end in .\(newExtension ?? "caf"): run fix with --rename to write \(renamed) (and update what names it)"
            return RepairPlan(
                path: path, work: nil, intent: [], addressed: [], left: left + addressed.map { LeftFinding(rule: $0, reason: reason) })
        }
        if newExtension != nil {
            return RepairPlan(path: path, work: .rename(to: renamed), intent: ["renamed to \(renamed)"], addressed: addressed, left: left)
        }
        conversion.target = .cafIMA4
        return RepairPlan(
            path: path, work: .sound(conversion, output: renamed), intent: intent(conversion, keeping: false) + ["renamed to \(renamed)"],
            addressed: addressed, left: left)
    }

    /// The plan in words (the repair's own steps, which a dry run says too, are the converter's).
    private func intent(_ conversion: ConversionOptions, keeping: Bool) -> [String] {
        let ceiling = configuration.fixPolicy.peakCeilingDBFS
        var steps: [String] = []
        if conversion.declipLevelDBFS != nil { steps.append("restore its clipped runs by cubic interpolation") }
        if conversion.trimSilence { steps.append("trim the leading and trailing silence") }
        if let cut = conversion.maxDuration { steps.append("cut it to \(Formatting.seconds(cut)) s with a fade-out") }
        if let lufs = conversion.loudnessLUFS { steps.append("bring its loudness to \(Formatting.decibels(lufs)) LUFS") }
        if let peak = conversion.normalizePeakDBFS ?? (conversion.declipLevelDBFS != nil && conversion.loudnessLUFS == nil ? ceiling : nil) {
            steps.append("bring its peak to \(Formatting.decibels(peak)) dBFS")
        }
        steps.append("write it as \(conversion.target.spokenName)" + (keeping ? " under its own name" : ""))
        return steps
    }

    /// Why leading or trailing silence stays: a sound silent throughout is meant to be (apps
    /// ship a few milliseconds of silence on purpose), and trimming it would leave nothing.
    private func silenceLeft() -> String? {
        guard let peak = facts.peakDBFS, peak > silenceThreshold else {
            return "the sound is silent throughout; silence is left as it is (some apps ship it on purpose)"
        }
        return nil
    }

    /// Why the level stays: never raised when the sound is silence (that would raise only
    /// noise), never turned down to hide clipping, never raised past the peak ceiling.
    private func levelLeft() -> String? {
        guard let peak = facts.peakDBFS, peak.isFinite, peak > silenceThreshold else {
            return "its peak is at or below the \(Formatting.decibels(silenceThreshold)) dBFS silence threshold: raising it would only raise noise"
        }
        let ceiling = configuration.fixPolicy.peakCeilingDBFS
        if raising, peak >= ceiling - 0.5 {
            return
                "its peak is already at \(Formatting.decibels(peak)) dBFS, the \(Formatting.decibels(ceiling)) dBFS ceiling: it cannot be raised without a limiter; re-render it louder"
        }
        return nil
    }

    /// Whether the level fix raises the sound (rather than lowering it).
    private var raising: Bool {
        let policy = configuration.fixPolicy
        if let loudness = facts.loudnessLUFS { return loudness < policy.targetLUFS }
        return (facts.peakDBFS ?? 0) < policy.peakCeilingDBFS
    }

    /// Loudness when the sound is long enough to have it, else its peak.
    private func setLevel(_ conversion: inout ConversionOptions) {
        if facts.loudnessLUFS != nil {
            conversion.loudnessLUFS = configuration.fixPolicy.targetLUFS
        } else {
            conversion.normalizePeakDBFS = configuration.fixPolicy.peakCeilingDBFS
        }
    }
}
