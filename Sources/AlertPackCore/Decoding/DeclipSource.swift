/// Restores clipped runs: each run of `minRun` or more samples at or above `level` on a channel
/// is drawn again as the cubic (Hermite) curve that leaves the last good sample before it and
/// reaches the first good sample after it with the slopes the signal had there, the way a
/// sound that was only clipped continues through its flattened tops. A run is restored only
/// when two good samples stand on each side and the curve stays within 12 dB of the level;
/// otherwise (a clipped square, a run longer than `maxRun`) it is counted in `unrestorable`
/// and left. Restored peaks pass full scale: a gain after this brings them back under it.
/// Streams: samples wait at most `maxRun` + 4 frames.
final class DeclipSource: SampleSource {
    let channels: Int
    let sampleRate: Double
    private let upstream: SampleSource
    private let level: Float
    private let minRun: Int
    private let maxRun: Int
    /// Runs restored, and runs found that could not be.
    private(set) var restored = 0
    private(set) var unrestorable = 0

    /// Frames from absolute frame `base` on, interleaved.
    private var buffer: [Float] = []
    private var base = 0
    private var emitted = 0
    /// Per channel: every run before this frame is settled.
    private var scanned: [Int]
    private var ended = false

    init(_ upstream: SampleSource, level: Float, minRun: Int, maxRun: Int = 4096) {
        self.upstream = upstream
        self.channels = upstream.channels
        self.sampleRate = upstream.sampleRate
        self.level = level
        self.minRun = max(1, minRun)
        self.maxRun = maxRun
        self.scanned = Array(repeating: 0, count: upstream.channels)
    }

    private var end: Int { base + buffer.count / channels }

    private func sample(_ frame: Int, _ channel: Int) -> Float { buffer[(frame - base) * channels + channel] }

    func read(into output: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int {
        let wanted = output.count / channels
        while true {
            try fill(upTo: emitted + wanted + maxRun + 4)
            for channel in 0..<channels { settle(channel) }
            let safe = ended ? end : min(end, scanned.min() ?? end)
            let frames = min(wanted, safe - emitted)
            if frames > 0 || ended {
                let from = (emitted - base) * channels
                for index in 0..<(frames * channels) { output[index] = buffer[from + index] }
                emitted += frames
                trim()
                return frames
            }
        }
    }

    /// Reads upstream until `frame` is buffered or the sound ends.
    private func fill(upTo frame: Int) throws(AlertPackError) {
        var block = [Float](repeating: 0, count: 4096 * channels)
        while !ended && end < frame {
            let count = try block.withUnsafeMutableBufferPointer { (pointer) throws(AlertPackError) in try upstream.read(into: pointer) }
            if count == 0 { ended = true } else { buffer.append(contentsOf: block[0..<count * channels]) }
        }
    }

    /// Drops what is emitted, keeping two frames of context before the next one.
    private func trim() {
        let keep = emitted - 2
        guard keep - base > 65536 else { return }
        buffer.removeFirst((keep - base) * channels)
        base = keep
    }

    private func clipped(_ frame: Int, _ channel: Int) -> Bool { abs(sample(frame, channel)) >= level }

    /// Finds and restores the runs of one channel that are whole in the buffer.
    private func settle(_ channel: Int) {
        var frame = scanned[channel]
        while frame < end {
            guard clipped(frame, channel) else { frame += 1; continue }
            var after = frame
            while after < end && clipped(after, channel) && after - frame <= maxRun { after += 1 }
            let length = after - frame
            if length > maxRun {
                // Too long to draw again: counted (its rest may be counted again), and passed.
                unrestorable += 1
            } else if after + 2 > end && !ended {
                break  // the run, or the context after it, is not read yet
            } else if length >= minRun {
                restore(frame, after, channel)
            }
            frame = after
        }
        scanned[channel] = min(frame, end)
    }

    private func restore(_ first: Int, _ after: Int, _ channel: Int) {
        guard first - 2 >= base, after + 1 < end, !clipped(first - 1, channel), !clipped(first - 2, channel), !clipped(after + 1, channel)
        else {
            unrestorable += 1
            return
        }
        let start = sample(first - 1, channel), finish = sample(after, channel)
        let slopeIn = start - sample(first - 2, channel), slopeOut = sample(after + 1, channel) - finish
        let span = Float(after - (first - 1))
        var curve: [Float] = []
        for frame in first..<after {
            let t = Float(frame - (first - 1)) / span
            let t2 = t * t, t3 = t2 * t
            let value = (2 * t3 - 3 * t2 + 1) * start + (t3 - 2 * t2 + t) * span * slopeIn + (-2 * t3 + 3 * t2) * finish + (t3 - t2) * span * slopeOut
            let sign: Float = sample(frame, channel) > 0 ? 1 : -1
            curve.append(sign * max(abs(value), level))
        }
        guard curve.allSatisfy({ abs($0) <= level * 4 }) else {
            unrestorable += 1
            return
        }
        for (offset, value) in curve.enumerated() { buffer[(first + offset - base) * channels + channel] = value }
        restored += 1
    }
}
