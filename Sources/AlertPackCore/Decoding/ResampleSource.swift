import CSampleRate

/// Converts its upstream to another sample rate with libsamplerate (band-limited sinc
/// interpolation, "medium quality": 97 dB SNR, 90% bandwidth), streaming block by block.
final class ResampleSource: SampleSource {
    let channels: Int
    let sampleRate: Double
    private let upstream: SampleSource
    private let state: OpaquePointer
    private let ratio: Double
    private var input: [Float]
    private var inputStart = 0
    private var inputFrames = 0
    private var endOfInput = false

    init(_ upstream: SampleSource, to rate: Double) throws(AlertPackError) {
        var error: Int32 = 0
        guard let state = src_new(Int32(SRC_SINC_MEDIUM_QUALITY), Int32(upstream.channels), &error) else {
            throw AlertPackError.audio(.resamplerWouldNotStart(String(cString: src_strerror(error))))
        }
        self.state = state
        self.upstream = upstream
        self.channels = upstream.channels
        self.sampleRate = rate
        self.ratio = rate / upstream.sampleRate
        self.input = [Float](repeating: 0, count: 4096 * upstream.channels)
    }

    deinit { src_delete(state) }

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int {
        let capacity = buffer.count / channels
        while true {
            if inputStart == inputFrames && !endOfInput {
                inputFrames = try input.withUnsafeMutableBufferPointer { (input) throws(AlertPackError) in try upstream.read(into: input) }
                inputStart = 0
                endOfInput = inputFrames == 0
            }
            var generated = 0
            var used = 0
            let status = input.withUnsafeMutableBufferPointer { input -> Int32 in
                var data = SRC_DATA()
                data.data_in = UnsafePointer(input.baseAddress! + inputStart * channels)
                data.input_frames = inputFrames - inputStart
                data.data_out = buffer.baseAddress
                data.output_frames = capacity
                data.end_of_input = endOfInput ? 1 : 0
                data.src_ratio = ratio
                let status = src_process(state, &data)
                generated = data.output_frames_gen
                used = data.input_frames_used
                return status
            }
            guard status == 0 else { throw AlertPackError.audio(.resamplingFailed(String(cString: src_strerror(status)))) }
            inputStart += used
            if generated > 0 { return generated }
            if endOfInput { return 0 }
        }
    }
}
