/// Turns float samples into 16-bit integers, with TPDF dither when the samples carry more
/// precision than 16 bits (float or 24-bit sources, or any gain, mix, fade or resampling).
/// The dither noise comes from a fixed-seed generator, so the same input always gives the
/// same bytes.
struct Quantizer {
    let dither: Bool
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    init(dither: Bool) {
        self.dither = dither
    }

    mutating func quantize(_ input: UnsafeBufferPointer<Float>, into output: UnsafeMutableBufferPointer<Int16>) {
        for index in input.indices {
            var value = input[index] * 32768
            if dither { value += nextUniform() - nextUniform() }
            output[index] = Int16(max(-32768, min(32767, value.rounded())))
        }
    }

    /// Uniform in [0, 1) from xorshift64*.
    private mutating func nextUniform() -> Float {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Float((state &* 0x2545_F491_4F6C_DD1D) >> 40) / Float(1 << 24)
    }
}
