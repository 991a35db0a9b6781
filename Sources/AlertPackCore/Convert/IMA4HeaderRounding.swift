/// The two predictors an IMA4 packet header can start from for a carried predictor: it holds
/// only the top 9 bits, so the carried value rounded down or up to a multiple of 128 (within
/// the 16-bit range), the nearer one first.
struct IMA4HeaderRounding {
    let nearer: Int32
    let farther: Int32

    init(_ carried: Int32) {
        let low = max(-32768, carried & ~0x7F)
        let high = min(low + 128, 32767 & ~0x7F)
        let lowIsNearer = carried - low < high - carried
        nearer = lowIsNearer ? low : high
        farther = lowIsNearer ? high : low
    }
}
