extension Preset {
    /// The levels the inspector measures with, taken from the rules that judge them, so that a
    /// fact like "leading silence" means exactly what `sound.silence` checks.
    public var measurementSettings: MeasurementSettings {
        let silence = settings(for: "sound.silence")
        let clipping = settings(for: "sound.clipping")
        let threshold = silence.values["thresholdDBFS"]?.number ?? -50
        let level = clipping.values["levelDBFS"]?.number ?? 0
        let run = clipping.values["minRunSamples"]?.number ?? 1
        let budget = settings(for: "sound.not-measured").values["maxSeconds"]?.number ?? .infinity
        return MeasurementSettings(
            silenceThresholdDBFS: threshold, clipLevelDBFS: level, minClipRun: Int(min(max(run, 1), 1e9)), maxMeasuredSeconds: budget)
    }
}

extension Preset {
    /// The image inspector with the `image.too-large` cap, checked before any pixel is decoded.
    public var imageInspector: ImageInspector {
        let cap = settings(for: "image.too-large")
        return ImageInspector(
            maxWidth: Int(min(max(cap.values["maxWidth"]?.number ?? 8192, 1), 1e9)),
            maxHeight: Int(min(max(cap.values["maxHeight"]?.number ?? 8192, 1), 1e9)))
    }
}
