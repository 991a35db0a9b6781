/// Multiplies every sample of its upstream by a fixed gain.
final class GainSource: SampleSource {
    let channels: Int
    let sampleRate: Double
    private let upstream: SampleSource
    private let gain: Float

    init(_ upstream: SampleSource, gain: Float) {
        self.upstream = upstream
        self.channels = upstream.channels
        self.sampleRate = upstream.sampleRate
        self.gain = gain
    }

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int {
        let frames = try upstream.read(into: buffer)
        for index in 0..<frames * channels { buffer[index] *= gain }
        return frames
    }
}
