import CSignalKernels

/// Integrated loudness as ITU-R BS.1770-4 and EBU R 128 define it, measured while decoded blocks
/// stream past, fused with the peak scan: each channel's samples are K-weighted (two filter
/// sections, in single precision, eight samples per step in the C kernel's block form), squared
/// and summed per 100 ms segment; every four segments in a row make a 400 ms gating block (75 %
/// overlap), and `LoudnessGate` applies the absolute and relative gates.
///
/// It reproduces libebur128's choices, which the tests and ffmpeg's meter hold it to: the segment
/// is the rate's tenth rounded to whole frames, the first block closes after 400 ms and one more
/// closes every 100 ms, and channels weigh as libebur128's default map has them (L, R, C 1.0;
/// LFE 0; surrounds 1.41; a mono file as one front channel).
final class LoudnessMeter {
    /// The K-weighting for this rate, and each channel's four filter state values.
    private let filter: UnsafeMutablePointer<apk_kweighting>
    private let states: UnsafeMutablePointer<Float>
    private let channels: Int
    private let weights: [Double]
    /// Frames per 100 ms segment.
    private let segmentFrames: Int
    private var framesInSegment = 0
    private var segmentEnergy = 0.0
    /// The three segments before the current one, oldest first, and how many have closed.
    private var previousSegments: (Double, Double, Double) = (0, 0, 0)
    private var segmentsClosed = 0
    private var gate = LoudnessGate()
    /// Below this rate the K-weighting's shelf (1.7 kHz) lies past the Nyquist frequency: the
    /// filter is undefined there, and loudness is not measured (the peak still is).
    static let lowestRate = 4_000.0
    private let measuresLoudness: Bool

    init(channels: Int, sampleRate: Double) {
        self.channels = channels
        measuresLoudness = sampleRate >= Self.lowestRate
        filter = .allocate(capacity: 1)
        apk_kweighting_init(filter, max(sampleRate, Self.lowestRate))
        states = .allocate(capacity: Int(APK_KW_STATE) * channels)
        states.initialize(repeating: 0, count: Int(APK_KW_STATE) * channels)
        weights = (0..<channels).map { Self.weight(channel: $0, of: channels) }
        segmentFrames = max(1, (Int(sampleRate.rounded()) + 5) / 10)
    }

    deinit {
        filter.deallocate()
        states.deallocate()
    }

    /// libebur128's default channel map: four channels are L R Ls Rs, five are L R C Ls Rs, and
    /// otherwise L R C LFE Ls Rs with anything further left out.
    static func weight(channel: Int, of channels: Int) -> Double {
        let surround = 1.41
        switch channels {
        case 4: return channel < 2 ? 1 : surround
        case 5: return channel < 3 ? 1 : surround
        default:
            switch channel {
            case 0, 1, 2: return 1
            case 4, 5: return surround
            default: return 0
            }
        }
    }

    /// Measures one block of interleaved samples (`frames × channels`); returns its peak magnitude.
    func add(_ samples: UnsafeBufferPointer<Float>, frames: Int) -> Float {
        guard frames > 0, let base = samples.baseAddress else { return 0 }
        var peak: Float = 0
        var offset = 0
        while offset < frames {
            let count = min(frames - offset, segmentFrames - framesInSegment)
            for channel in 0..<channels {
                var energy = 0.0
                apk_kweighting_run(
                    filter, base + offset * channels + channel, channels, count, states + channel * Int(APK_KW_STATE), &energy, &peak)
                segmentEnergy += weights[channel] * energy
            }
            offset += count
            framesInSegment += count
            if framesInSegment == segmentFrames { closeSegment() }
        }
        return peak
    }

    private func closeSegment() {
        segmentsClosed += 1
        if segmentsClosed >= 4 {
            let (a, b, c) = previousSegments
            gate.add((a + b + c + segmentEnergy) / Double(4 * segmentFrames))
        }
        previousSegments = (previousSegments.1, previousSegments.2, segmentEnergy)
        segmentEnergy = 0
        framesInSegment = 0
    }

    /// The gated integrated loudness in LUFS; nil when no block passed the gates (a sound under
    /// 400 ms, or silence) or the rate is too low to weigh.
    var integratedLUFS: Double? { measuresLoudness ? gate.integratedLUFS : nil }
}
