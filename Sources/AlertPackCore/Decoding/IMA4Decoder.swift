import CIMA4Kernel

/// Apple IMA4 decoding: IMA ADPCM as QuickTime packs it. Each channel's packet is 34 bytes: a
/// big-endian 16-bit header whose top 9 bits are the predictor and low 7 bits the step index,
/// then 32 bytes of 4-bit codes, low nibble first, for 64 samples. Every packet starts afresh
/// from its header, so packets decode independently.
package enum IMA4Decoder {
    /// The IMA ADPCM quantiser step sizes (89 entries), from the table the encoder uses too.
    static let stepSizes: [Int32] = Array(UnsafeBufferPointer(start: apk_ima4_step_sizes(), count: 89))

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
    package static func decodePacket(
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
