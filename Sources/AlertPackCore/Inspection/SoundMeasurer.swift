/// Measures peak level, leading and trailing silence, clipped runs and integrated loudness in
/// one pass over streamed blocks: `LoudnessMeter` filters each block and returns its peak in the
/// same pass, and only a block that rises above the silence threshold or reaches full scale is
/// looked at again. Its memory is constant: filter states, a run counter per channel, the gate's blocks.
final class SoundMeasurer {
    private let channels: Int
    private let sampleRate: Double
    private let settings: MeasurementSettings
    private let clipLevel: Float
    private let loudness: LoudnessMeter

    private var framesSeen: Int64 = 0
    private var peak: Float = 0
    private var firstSound: Int64?
    private var lastSound: Int64?
    private var runLengths: [Int]
    private var runStarts: [Int64]
    /// A clipped run is a flat top or bottom: it ends when the sign flips.
    private var runPositive: [Bool]
    private var clippedRuns = 0
    private var clippedSamples = 0
    private var firstClip: Int64?

    /// `formatMaximum` is the largest magnitude the stored format can hold (for 16-bit PCM
    /// 32767/32768), so that "at full scale" means the same for 8-bit, µLaw and float data.
    init(channels: Int, sampleRate: Double, settings: MeasurementSettings, formatMaximum: Float) {
        self.channels = channels
        self.sampleRate = sampleRate
        self.settings = settings
        // A hair below the format's maximum, so that the largest code itself counts.
        self.clipLevel = min(settings.clipLevel, formatMaximum * 0.99999)
        self.runLengths = Array(repeating: 0, count: channels)
        self.runStarts = Array(repeating: 0, count: channels)
        self.runPositive = Array(repeating: true, count: channels)
        self.loudness = LoudnessMeter(channels: channels, sampleRate: sampleRate)
    }

    func add(_ block: UnsafeBufferPointer<Float>, frames: Int) {
        let samples = UnsafeBufferPointer(rebasing: block[0..<frames * channels])
        defer { framesSeen += Int64(frames) }
        // The loudness pass yields the block's peak: most blocks have no clipping and no edge
        // of silence, so the per-sample work below is skipped for them.
        let blockPeak = loudness.add(samples, frames: frames)
        peak = max(peak, blockPeak)
        let threshold = settings.silenceThreshold
        if blockPeak > threshold {
            if firstSound == nil, let first = samples.firstIndex(where: { abs($0) > threshold }) {
                firstSound = framesSeen + Int64(first / channels)
            }
            if let last = samples.lastIndex(where: { abs($0) > threshold }) {
                lastSound = framesSeen + Int64(last / channels)
            }
        }
        guard blockPeak >= clipLevel || runLengths.contains(where: { $0 > 0 }) else { return }
        // The per-channel state moves into locals for the loop: class properties would be
        // checked for exclusive access on every sample.
        var runLengths = self.runLengths, runStarts = self.runStarts, runPositive = self.runPositive
        defer {
            self.runLengths = runLengths
            self.runStarts = runStarts
            self.runPositive = runPositive
        }
        let clipLevel = self.clipLevel, channels = self.channels, framesSeen = self.framesSeen
        for frame in 0..<frames {
            let frameIndex = framesSeen + Int64(frame)
            for channel in 0..<channels {
                let sample = samples[frame * channels + channel]
                if abs(sample) >= clipLevel {
                    if runLengths[channel] > 0 && runPositive[channel] != (sample > 0) {
                        endRun(channel, length: runLengths[channel], start: runStarts[channel])
                        runLengths[channel] = 0
                    }
                    if runLengths[channel] == 0 {
                        runStarts[channel] = frameIndex
                        runPositive[channel] = sample > 0
                    }
                    runLengths[channel] += 1
                } else if runLengths[channel] > 0 {
                    endRun(channel, length: runLengths[channel], start: runStarts[channel])
                    runLengths[channel] = 0
                }
            }
        }
    }

    /// Counts a finished run if it is long enough to be clipping.
    private func endRun(_ channel: Int, length: Int, start: Int64) {
        if length >= settings.minClipRun {
            clippedRuns += 1
            clippedSamples += length
            firstClip = min(firstClip ?? start, start)
        }
    }

    /// Writes the measured level facts; call once, after the last block.
    func finish(into facts: inout SoundFacts) {
        for channel in 0..<channels where runLengths[channel] > 0 {
            endRun(channel, length: runLengths[channel], start: runStarts[channel])
            runLengths[channel] = 0
        }
        facts.peakDBFS = Decibels.dB(fromLinear: Double(peak))
        if let firstSound, let lastSound {
            facts.leadingSilence = Double(firstSound) / sampleRate
            facts.trailingSilence = Double(framesSeen - 1 - lastSound) / sampleRate
        } else {
            // Nothing rose above the threshold: the whole sound is silence.
            facts.leadingSilence = Double(framesSeen) / sampleRate
            facts.trailingSilence = Double(framesSeen) / sampleRate
        }
        facts.clippedRuns = clippedRuns
        facts.clippedSamples = clippedSamples
        facts.firstClipTime = firstClip.map { Double($0) / sampleRate }
        if let integrated = loudness.integratedLUFS, integrated.isFinite { facts.loudnessLUFS = integrated }
    }

    /// Frames measured so far.
    var frames: Int64 { framesSeen }
}
