import Foundation

/// Keeps frames `[start, start + length)` of its upstream (through `FrameLimitSource`, which
/// decoding uses for a container's priming and length) and fades the last `fadeFrames` of them
/// out (a raised-cosine curve, so the cut does not click).
final class TrimFadeSource: SampleSource {
    let channels: Int
    let sampleRate: Double
    private let trimmed: FrameLimitSource
    private let length: Int64
    private let fadeFrames: Int64
    private var delivered: Int64 = 0

    init(_ upstream: SampleSource, start: Int64, length: Int64, fadeFrames: Int64) {
        self.trimmed = FrameLimitSource(upstream, skip: start, frames: length)
        self.channels = upstream.channels
        self.sampleRate = upstream.sampleRate
        self.length = length
        self.fadeFrames = min(fadeFrames, length)
    }

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int {
        let got = try trimmed.read(into: buffer)
        let firstFrame = delivered
        if fadeFrames > 0 {
            let fadeStart = length - fadeFrames
            for frame in 0..<got where firstFrame + Int64(frame) >= fadeStart {
                let position = Double(firstFrame + Int64(frame) - fadeStart + 1) / Double(fadeFrames)
                let gain = Float(0.5 * (1 + cos(Double.pi * position)))
                for channel in 0..<channels { buffer[frame * channels + channel] *= gain }
            }
        }
        delivered += Int64(got)
        return got
    }
}
