/// Mixes every channel of its upstream into one, averaging them (no clipping is possible).
final class DownmixSource: SampleSource {
    let channels = 1
    let sampleRate: Double
    private let upstream: SampleSource
    private var scratch: [Float]

    init(_ upstream: SampleSource) {
        self.upstream = upstream
        self.sampleRate = upstream.sampleRate
        self.scratch = []
    }

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int {
        let inputChannels = upstream.channels
        if scratch.count != buffer.count * inputChannels { scratch = [Float](repeating: 0, count: buffer.count * inputChannels) }
        let frames = try scratch.withUnsafeMutableBufferPointer { (scratch) throws(AlertPackError) in try upstream.read(into: scratch) }
        let scale = 1 / Float(inputChannels)
        for frame in 0..<frames {
            var sum: Float = 0
            for channel in 0..<inputChannels { sum += scratch[frame * inputChannels + channel] }
            buffer[frame] = sum * scale
        }
        return frames
    }
}
