/// What other stages take from the rules' values, so that a fact or a fix means exactly what
/// the rule that judges it checks.
extension RuleBook {
    /// The levels the sound inspector measures with (`sound.silence`, `sound.clipping`,
    /// `sound.not-measured`), and the codecs whose failure to decode makes a sound unreadable
    /// (`sound.codec`).
    package var measurementSettings: MeasurementSettings {
        let silence = parameters(of: SoundSilenceRule())
        let clipping = parameters(of: SoundClippingRule())
        let codecs = parameters(of: SoundCodecRule())
        return MeasurementSettings(
            silenceThresholdDBFS: silence.thresholdDBFS, clipLevelDBFS: clipping.levelDBFS,
            minClipRun: min(max(clipping.minRunSamples, 1), 1_000_000_000), maxMeasuredSeconds: parameters(of: SoundNotMeasuredRule()).maxSeconds,
            playableCodecs: Set(codecs.allowed + codecs.unconfirmed))
    }

    /// The image inspector with the `image.too-large` cap, checked before any pixel is decoded.
    package var imageInspector: ImageInspector {
        let cap = parameters(of: ImageTooLargeRule())
        return ImageInspector(maxWidth: min(max(cap.maxWidth, 1), 1_000_000_000), maxHeight: min(max(cap.maxHeight, 1), 1_000_000_000))
    }

    /// What fixes and `convert` aim at (`sound.duration`, `sound.loudness`).
    package var fixPolicy: FixPolicy {
        let duration = parameters(of: SoundDurationRule())
        let loudness = parameters(of: SoundLoudnessRule())
        return FixPolicy(
            durationLimit: isEnabled(SoundDurationRule()) ? duration.maxSeconds : nil, cutMarginSeconds: duration.cutMarginSeconds,
            targetLUFS: loudness.targetLUFS, peakCeilingDBFS: loudness.peakCeilingDBFS)
    }
}
