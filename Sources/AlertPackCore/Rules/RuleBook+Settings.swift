/// What other stages take from the rules' values, so that a fact or a fix means exactly what
/// the rule that judges it checks.
extension RuleBook {
    /// The levels the sound inspector measures with (`sound.silence`, `sound.clipping`,
    /// `sound.not-measured`), and the codecs whose failure to decode makes a sound unreadable
    /// (`sound.codec`).
    package var measurementSettings: MeasurementSettings {
        let silence = parameters(of: SoundSilenceRule.self)
        let clipping = parameters(of: SoundClippingRule.self)
        let codecs = parameters(of: SoundCodecRule.self)
        return MeasurementSettings(
            silenceThresholdDBFS: silence.thresholdDBFS, clipLevelDBFS: clipping.levelDBFS,
            minClipRun: min(max(clipping.minRunSamples, 1), 1_000_000_000), maxMeasuredSeconds: parameters(of: SoundNotMeasuredRule.self).maxSeconds,
            playableCodecs: Set(codecs.allowed + codecs.unconfirmed))
    }

    /// The image inspector with the `image.too-large` cap, checked before any pixel is decoded.
    package var imageInspector: ImageInspector {
        let cap = parameters(of: ImageTooLargeRule.self)
        return ImageInspector(maxWidth: min(max(cap.maxWidth, 1), 1_000_000_000), maxHeight: min(max(cap.maxHeight, 1), 1_000_000_000))
    }

    /// What fixes and `convert` aim at (`sound.duration`, `sound.loudness`).
    package var fixPolicy: FixPolicy {
        let duration = parameters(of: SoundDurationRule.self)
        let loudness = parameters(of: SoundLoudnessRule.self)
        return FixPolicy(
            durationLimit: isEnabled(SoundDurationRule.self) ? duration.maxSeconds : nil, cutMarginSeconds: duration.cutMarginSeconds,
            targetLUFS: loudness.targetLUFS, peakCeilingDBFS: loudness.peakCeilingDBFS)
    }

    /// `sound.silence`'s threshold: a sound whose peak is at or below it is silence, which no
    /// trim or level change touches.
    package var silenceThresholdDBFS: Double { parameters(of: SoundSilenceRule.self).thresholdDBFS }

    /// `sound.duration`'s limit, whatever the rule's level: what `convert` keeps outputs under.
    package var durationLimitSeconds: Double { parameters(of: SoundDurationRule.self).maxSeconds }

    /// `sound.extension`'s table: each accepted extension with the containers it may hold.
    package var soundExtensions: [String: [String]] { parameters(of: SoundExtensionRule.self).extensions }

    /// `sound.clipping`'s level and run: what a repair restores as clipped.
    package var clipping: (levelDBFS: Double, minRunSamples: Int) {
        let clipping = parameters(of: SoundClippingRule.self)
        return (clipping.levelDBFS, clipping.minRunSamples)
    }

    /// How much of a payload file is read (`payload.json`).
    package var payloadLimits: PayloadReader.Limits {
        let reading = parameters(of: PayloadJSONRule.self)
        return PayloadReader.Limits(maxFileBytes: reading.maxFileBytes, maxNesting: reading.maxNesting)
    }

    /// A small notification icon's sizes as `android.small-icon-size` and
    /// `android.small-icon-live-area` judge them (what `icons --android-notification` makes):
    /// each density folder with its side in pixels, the canvas and its live area in dp.
    package var androidSmallIconSizes: (densities: [(name: String, pixels: Double)], canvasDP: Double, liveAreaDP: Double) {
        let size = parameters(of: AndroidSmallIconSizeRule.self)
        let live = parameters(of: AndroidSmallIconLiveAreaRule.self)
        return (zip(size.densities, size.pixels).map { ($0, $1) }, live.canvasDp, live.liveAreaDp)
    }

    /// `package.too-large`'s budget for a package verify opens; nil when the rule is off.
    package var packageBudget: (maxEntries: Int, maxBytes: Int)? {
        guard isEnabled(PackageTooLargeRule.self) else { return nil }
        let limits = parameters(of: PackageTooLargeRule.self)
        return (limits.maxEntries, limits.maxBytes)
    }
}
