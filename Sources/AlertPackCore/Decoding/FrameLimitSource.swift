/// Drops its upstream's first frames (a CAF packet table's priming, which ffmpeg does not skip)
/// and stops after a number of frames: a container's declared length (an MP4 edit list, an
/// Ogg granule, a CAF packet table) ends the audio where a decoder would run on to the
/// packet's end.
final class FrameLimitSource: SampleSource {
    let channels: Int
    let sampleRate: Double
    private let upstream: SampleSource
    private var remaining: Int64
    private var toSkip: Int64

    init(_ upstream: SampleSource, skip: Int64 = 0, frames: Int64) {
        self.upstream = upstream
        self.channels = upstream.channels
        self.sampleRate = upstream.sampleRate
        self.remaining = max(0, frames)
        self.toSkip = max(0, skip)
    }

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int {
        while toSkip > 0 {
            let frames = Int(min(Int64(buffer.count / channels), toSkip))
            let skipped = try upstream.read(into: UnsafeMutableBufferPointer(rebasing: buffer[0..<frames * channels]))
            if skipped == 0 { return 0 }
            toSkip -= Int64(skipped)
        }
        guard remaining > 0 else { return 0 }
        let wanted = Int(min(Int64(buffer.count / channels), remaining))
        let got = try upstream.read(into: UnsafeMutableBufferPointer(rebasing: buffer[0..<wanted * channels]))
        remaining -= Int64(got)
        return got
    }
}
