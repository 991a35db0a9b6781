extension Preset {
    /// The levels the inspector measures with, taken from the rules that judge them, so that a
    /// fact like "leading silence" means exactly what `sound.silence` checks.
    public var measurementSettings: MeasurementSettings {
        let silence = settings(for: "sound.silence")
        let clipping = settings(for: "sound.clipping")
        let threshold = silence.values["thresholdDBFS"]?.number ?? -50
        let level = clipping.values["levelDBFS"]?.number ?? 0
        let run = clipping.values["minRunSamples"]?.number ?? 1
        return MeasurementSettings(silenceThresholdDBFS: threshold, clipLevelDBFS: level, minClipRun: Int(run))
    }
}
