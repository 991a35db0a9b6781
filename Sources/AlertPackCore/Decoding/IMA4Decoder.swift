/// Apple IMA4 decoding: IMA ADPCM as QuickTime packs it. Each channel's packet is 34 bytes: a
/// big-endian 16-bit header whose top 9 bits are the predictor and low 7 bits the step index,
/// then 32 bytes of 4-bit codes, low nibble first, for 64 samples. Every packet starts afresh
/// from its header, so packets decode independently.
public enum IMA4Decoder {
    /// The IMA ADPCM quantiser step sizes (89 entries).
    static let stepSizes: [Int32] = [
        7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66,
        73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408,
        449, 494, 544, 598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066,
        2272, 2499, 2749, 3024, 3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630,
        9493, 10442, 11487, 12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794,
        32767,
    ]

    /// How the step index moves after each 4-bit code (by its magnitude bits).
    static let indexAdjust: [Int32] = [-1, -1, -1, -1, 2, 4, 6, 8]

    /// One IMA ADPCM step: applies `code` to the running predictor and step index.
    @inline(__always)
    static func expand(_ code: UInt8, predictor: inout Int32, index: inout Int32) -> Int16 {
        let step = stepSizes[Int(index)]
        var delta = step >> 3
        if code & 4 != 0 { delta += step }
        if code & 2 != 0 { delta += step >> 1 }
        if code & 1 != 0 { delta += step >> 2 }
        predictor += code & 8 != 0 ? -delta : delta
        predictor = min(max(predictor, -32768), 32767)
        index = min(max(index + indexAdjust[Int(code & 7)], 0), 88)
        return Int16(predictor)
    }

    /// Decodes one channel's 34-byte packet into 64 samples, written `stride` apart.
    public static func decodePacket(
        _ packet: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<Int16>,
        start: Int, stride: Int
    ) {
        let header = UInt16(packet[0]) << 8 | UInt16(packet[1])
        var predictor = Int32(Int16(bitPattern: header & 0xFF80))
        var index = min(Int32(header & 0x7F), 88)
        var position = start
        for byteIndex in 2..<AppleIMA4Layout.bytesPerChannelPacket {
            let byte = packet[byteIndex]
            output[position] = expand(byte & 0x0F, predictor: &predictor, index: &index)
            position += stride
            output[position] = expand(byte >> 4, predictor: &predictor, index: &index)
            position += stride
        }
    }
}
