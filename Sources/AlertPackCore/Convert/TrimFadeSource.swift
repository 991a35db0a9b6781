import Foundation

/// Keeps frames `[start, start + length)` of its upstream and fades the last `fadeFrames` of
/// them out (a raised-cosine curve, so the cut does not click).
final class TrimFadeSource: SampleSource {
    let channels: Int
    let sampleRate: Double
    private let upstream: SampleSource
    private var toSkip: Int64
    private var remaining: Int64
    private let length: Int64
    private let fadeFrames: Int64
    private var scratch: [Float]

    init(_ upstream: SampleSource, start: Int64, length: Int64, fadeFrames: Int64) {
        self.upstream = upstream
        self.channels = upstream.channels
        self.sampleRate = upstream.sampleRate
        self.toSkip = start
        self.remaining = length
        self.length = length
        self.fadeFrames = min(fadeFrames, length)
        self.scratch = [Float](repeating: 0, count: 4096 * upstream.channels)
    }

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(FormatError) -> Int {
        while toSkip > 0 {
            let skipped = try scratch.withUnsafeMutableBufferPointer { (scratch) throws(FormatError) -> Int in
                let frames = Int(min(Int64(scratch.count / channels), toSkip))
                return try upstream.read(into: UnsafeMutableBufferPointer(rebasing: scratch[0..<frames * channels]))
            }
            if skipped == 0 { return 0 }
            toSkip -= Int64(skipped)
        }
        guard remaining > 0 else { return 0 }
        let wanted = Int(min(Int64(buffer.count / channels), remaining))
        let got = try upstream.read(into: UnsafeMutableBufferPointer(rebasing: buffer[0..<wanted * channels]))
        let firstFrame = length - remaining
        if fadeFrames > 0 {
            let fadeStart = length - fadeFrames
            for frame in 0..<got where firstFrame + Int64(frame) >= fadeStart {
                let position = Double(firstFrame + Int64(frame) - fadeStart + 1) / Double(fadeFrames)
                let gain = Float(0.5 * (1 + cos(Double.pi * position)))
                for channel in 0..<channels { buffer[frame * channels + channel] *= gain }
            }
        }
        remaining -= Int64(got)
        return got
    }
}
