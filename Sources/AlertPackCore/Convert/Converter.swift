import Foundation

/// Converts sounds into a format that plays as an alert: decode (our readers and IMA4 decoder,
/// or libsndfile) → trim and cut with a fade → downmix → resample → gain → 16-bit (dithered
/// where precision is lost) → encode (our IMA4 encoder, or libsndfile) into a temporary file →
/// rename into place → re-check with the same rules as `check`. Streams in bounded blocks.
public struct Converter: Sendable {
    /// Checks each input before and each output after (the pipeline's `Checker`).
    public var checker: any AssetChecking
    public var options: ConversionOptions
    /// Frames per processing block.
    static let blockFrames = 8192
    /// Silence kept before the first and after the last sound when trimming (seconds).
    static let trimMargin = 0.01

    public init(checker: any AssetChecking, options: ConversionOptions) {
        self.checker = checker
        self.options = options
    }

    private var configuration: CheckConfiguration { checker.configuration }
    /// What cuts and level changes aim at (the preset's, as the rules' fixes say).
    private var policy: FixPolicy { configuration.fixPolicy }

    /// The preset's `sound.duration` limit: outputs must be shorter.
    public var durationLimit: Double { configuration.rules.durationLimitSeconds }

    public func convert(input: String, to output: String) -> ConversionResult {
        var result = ConversionResult(input: input, output: output, target: options.target, steps: [])
        let before = checker.checkSound(at: input)
        result.before = before
        do throws(AlertPackError) {
            guard !OutputNaming.samePath(input, output) else {
                throw AlertPackError.work(.outputOverwritesInput)
            }
            let plan = try makePlan(before: before)
            result.steps = plan.steps
            try write(plan: plan, input: input, output: output, steps: &result.steps)
        } catch {
            result.error = error.message
            result.output = nil
            return result
        }
        result.after = checker.checkSound(at: output)
        return result
    }

    /// What will be done to one input, decided from its facts before any sample is written.
    struct Plan {
        var start: Int64 = 0
        var length: Int64
        var fadeFrames: Int64 = 0
        var sampleRate: Double
        var channels: Int
        var exact16Bit: Bool
        var steps: [String] = []
    }

    private func makePlan(before: FileReport) throws(AlertPackError) -> Plan {
        let decoder = try SoundInspector(settings: configuration.measurementSettings).openDecoder(path: before.path)
        guard let facts = before.facts.sound, let total = facts.frames, total > 0 else {
            let unreadable = before.findings.first { $0.rule == RuleID.soundUnreadable.rawValue }?.message
            throw AlertPackError.work(.lengthUnreadable(unreadable ?? "no frames decoded"))
        }
        let rate = decoder.sampleRate
        let precise: Set<String> = ["ulaw", "alaw", "ima4", "ima-adpcm"]
        var plan = Plan(
            length: total, sampleRate: rate, channels: decoder.channels,
            exact16Bit: precise.contains(facts.codec ?? "")
                || (facts.codec == "lpcm" && facts.floatingPoint != true && (facts.bitsPerChannel ?? 32) <= 16))
        plan.steps.append(
            "decoded \([facts.container, facts.codec].compactMap { $0 }.uniqued().joined(separator: " ")) (\(JSONValue.format(rate, decimals: 3)) Hz, \(decoder.channels) ch, \(Formatting.seconds(Double(total) / rate)) s)"
        )

        if options.trimSilence {
            let threshold = configuration.rules.silenceThresholdDBFS
            guard let peak = facts.peakDBFS, peak > threshold, let lead = facts.leadingSilence, let trail = facts.trailingSilence else {
                throw AlertPackError.work(.silentThroughout(thresholdDBFS: Formatting.decibels(threshold)))
            }
            let startFrame = Int64((max(0, lead - Self.trimMargin) * rate).rounded())
            let endFrame = total - Int64((max(0, trail - Self.trimMargin) * rate).rounded())
            if startFrame > 0 || endFrame < total {
                plan.start = startFrame
                plan.length = max(1, endFrame - startFrame)
                plan.steps.append(
                    "trimmed \(Formatting.seconds(Double(startFrame) / rate)) s of leading and \(Formatting.seconds(Double(total - endFrame) / rate)) s of trailing silence (below \(Formatting.decibels(threshold)) dBFS)"
                )
            }
        }

        let seconds = Double(plan.length) / rate
        if let limit = options.maxDuration, seconds > limit {
            plan.length = Int64((limit * rate).rounded(.down))
            let fade = min(options.fadeOut, limit / 2)
            plan.fadeFrames = Int64((fade * rate).rounded())
            plan.steps.append(
                "cut from \(Formatting.seconds(seconds)) s to \(Formatting.seconds(limit)) s with a \(Formatting.seconds(fade)) s fade-out")
        } else if seconds >= durationLimit {
            throw AlertPackError.work(
                .tooLongToConvert(
                    seconds: Formatting.seconds(seconds, near: durationLimit), limit: Formatting.seconds(durationLimit),
                    cutTo: Formatting.seconds(policy.cutLength ?? durationLimit)))
        }
        return plan
    }

    /// What a refused declip says first (`fix` leaves the file with it).
    public static let unrestorableClipping = AlertPackError.unrestorableClipping

    /// The processing chain for one pass over the input (each pass decodes afresh).
    private func chain(
        _ path: String, _ plan: Plan, gain: Float?, declipper: UnsafeMutablePointer<DeclipSource?>? = nil
    ) throws(AlertPackError)
        -> SampleSource
    {
        // Always bounded by the plan: it trims and fades where asked, and holds decoders whose
        // own frame count differs from the header's (MP3) to the length the plan was made for.
        var source: SampleSource = try SoundInspector(settings: configuration.measurementSettings).openDecoder(path: path)
        if let level = options.declipLevelDBFS {
            // Before the cut and fade, on the samples as they were clipped.
            let declip = DeclipSource(source, level: Float(Decibels.linear(fromDB: level)), minRun: options.declipMinRun)
            declipper?.pointee = declip
            source = declip
        }
        source = TrimFadeSource(source, start: plan.start, length: plan.length, fadeFrames: plan.fadeFrames)
        if options.mono && source.channels > 1 { source = DownmixSource(source) }
        if let rate = options.sampleRate, rate != source.sampleRate { source = try ResampleSource(source, to: rate) }
        if let gain { source = GainSource(source, gain: gain) }
        return source
    }

    private func write(plan: Plan, input: String, output: String, steps: inout [String]) throws(AlertPackError) {
        var processed = plan.fadeFrames > 0
        if options.mono && plan.channels > 1 {
            steps.append("downmixed \(plan.channels) channels to mono")
            processed = true
        }
        if let rate = options.sampleRate, rate != plan.sampleRate {
            steps.append(
                "resampled \(JSONValue.format(plan.sampleRate, decimals: 3)) Hz to \(JSONValue.format(rate, decimals: 3)) Hz (libsamplerate)")
            processed = true
        }
        var gain: Float?
        if options.normalizePeakDBFS != nil || options.loudnessLUFS != nil || options.declipLevelDBFS != nil {
            gain = try levelGain(input: input, plan: plan, steps: &steps)
            processed = true
        }
        let source = try chain(input, plan, gain: gain)
        let dither = options.dither && (processed || !plan.exact16Bit)
        if dither { steps.append("reduced to 16 bits with TPDF dither") }

        let writer = try makeWriter(OutputFile(target: output), for: source)
        var quantizer = Quantizer(dither: dither)
        var integers = [Int16](repeating: 0, count: Self.blockFrames * source.channels)
        let written = try source.forEachBlock(frames: Self.blockFrames) { (block, frames) throws(AlertPackError) in
            integers.withUnsafeMutableBufferPointer { output in
                quantizer.quantize(block, into: UnsafeMutableBufferPointer(rebasing: output[0..<block.count]))
            }
            try integers.withUnsafeBufferPointer { (buffer) throws(AlertPackError) in try writer.write(buffer, frames: frames) }
        }
        guard written > 0 else { throw AlertPackError.work(.noAudioDecoded) }
        try writer.finish()
        steps.append(
            "encoded \(options.target.rawValue) (\(JSONValue.format(source.sampleRate, decimals: 3)) Hz, \(source.channels) ch, \(Formatting.seconds(Double(written) / source.sampleRate)) s)"
        )
    }

    /// The gain that brings the sound to the asked peak or loudness (loudness held back so the
    /// peak stays under the ceiling; a sound too short for loudness levelled by its peak).
    private func levelGain(input: String, plan: Plan, steps: inout [String]) throws(AlertPackError) -> Float {
        var declip: DeclipSource?
        let (peak, loudness) = try measure(try chain(input, plan, gain: nil, declipper: &declip))
        if let declip {
            guard declip.unrestorable == 0 else {
                throw AlertPackError.work(.clippingUnrestorable(runs: declip.unrestorable))
            }
            steps.append(
                "restored \(declip.restored) clipped run\(declip.restored == 1 ? "" : "s") by cubic interpolation through the flattened tops")
        }
        // Silence (or dither-level noise) has no level to bring anywhere: a 90 dB gain would
        // only make the noise loud.
        let threshold = configuration.rules.silenceThresholdDBFS
        guard peak.isFinite, peak > threshold else {
            throw AlertPackError.work(.silentPeak(peakDBFS: Formatting.decibels(peak), thresholdDBFS: Formatting.decibels(threshold)))
        }
        var gainDB: Double
        if let target = options.normalizePeakDBFS ?? (options.loudnessLUFS == nil ? policy.peakCeilingDBFS : nil) {
            gainDB = target - peak
            steps.append(
                "normalised the peak from \(Formatting.decibels(peak)) to \(Formatting.decibels(target)) dBFS (\(String(format: "%+.2f", gainDB)) dB)"
            )
        } else if let target = options.loudnessLUFS, let loudness {
            gainDB = target - loudness
            var note = ""
            if peak + gainDB > policy.peakCeilingDBFS {
                gainDB = policy.peakCeilingDBFS - peak
                note = ", held back so the peak stays at \(Formatting.decibels(policy.peakCeilingDBFS)) dBFS"
            }
            steps.append(
                "changed the loudness from \(Formatting.decibels(loudness)) to \(Formatting.decibels(loudness + gainDB)) LUFS (\(String(format: "%+.2f", gainDB)) dB\(note))"
            )
        } else {
            // Too short for a loudness block (under 0.4 s): level the peak instead.
            gainDB = policy.peakCeilingDBFS - peak
            steps.append(
                "too short to measure loudness; normalised the peak from \(Formatting.decibels(peak)) to \(Formatting.decibels(policy.peakCeilingDBFS)) dBFS instead"
            )
        }
        return Float(Decibels.linear(fromDB: gainDB))
    }

    /// The encoder for the target: our IMA4 writer for IMA4, libsndfile for the rest.
    private func makeWriter(_ file: OutputFile, for source: SampleSource) throws(AlertPackError) -> SoundWriter {
        switch options.target {
        case .cafIMA4:
            try IMA4FileWriter(
                output: file, container: .caf, channels: source.channels, sampleRate: source.sampleRate, quality: options.quality,
                searchThreads: options.searchThreads)
        case .aifcIMA4:
            try IMA4FileWriter(
                output: file, container: .aifc, channels: source.channels, sampleRate: source.sampleRate, quality: options.quality,
                searchThreads: options.searchThreads)
        default:
            try SndFileWriter(
                output: file, format: options.target.sndfileFormat!, channels: source.channels, sampleRate: source.sampleRate,
                software: options.softwareTag)
        }
    }

    /// Peak (dBFS) and integrated loudness (LUFS, nil when too short) of a processed stream.
    private func measure(_ source: SampleSource) throws(AlertPackError) -> (Double, Double?) {
        let measurer = SoundMeasurer(
            channels: source.channels, sampleRate: source.sampleRate, settings: configuration.measurementSettings, formatMaximum: 1)
        try source.forEachBlock(frames: Self.blockFrames) { block, frames in measurer.add(block, frames: frames) }
        var facts = SoundFacts()
        measurer.finish(into: &facts)
        return (facts.peakDBFS ?? -.infinity, facts.loudnessLUFS)
    }
}
