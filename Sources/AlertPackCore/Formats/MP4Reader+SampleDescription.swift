import Foundation

/// The audio sample entry of an MP4 track and the codec configuration inside it.
extension MP4Reader {
    /// The first sample entry of `stsd`: an AudioSampleEntry (versions 0, 1 and QuickTime's 2)
    /// and the boxes inside it that refine the codec (`esds`, `alac`, `dOps`).
    static func readSampleDescription(_ bytes: [UInt8], into track: inout Track) throws(AlertPackError) {
        var cursor = ByteCursor(bytes, what: "the 'stsd' box")
        try cursor.skip(4)
        guard try cursor.uint32BE() > 0 else { throw AlertPackError.media(.emptySampleDescriptions) }
        let entryStart = cursor.position
        let entrySize = Int(try cursor.uint32BE())
        guard entrySize >= 36, entryStart + entrySize <= bytes.count else {
            throw AlertPackError.media(.sampleDescriptionSize(entrySize))
        }
        track.sampleEntry = try cursor.fourCC()
        try cursor.skip(8)  // reserved, data reference index
        let version = try cursor.uint16BE()
        try cursor.skip(6)  // revision, vendor
        track.channels = Int(try cursor.uint16BE())
        track.bits = Int(try cursor.uint16BE())
        try cursor.skip(4)  // compression id, packet size
        track.sampleRate = Double(try cursor.uint32BE()) / 65536
        switch version {
        case 1:
            try cursor.skip(16)
        case 2:
            try cursor.skip(4)
            track.sampleRate = try cursor.float64BE()
            track.channels = Int(try cursor.uint32BE())
            try cursor.skip(4)
            track.bits = Int(try cursor.uint32BE())
            try cursor.skip(12)
        default:
            break
        }
        // Child boxes of the sample entry.
        var offset = cursor.position
        let end = entryStart + entrySize
        while offset + 8 <= end {
            var header = ByteCursor(Array(bytes[offset..<offset + 8]), what: "a sample description box")
            let size = Int(try header.uint32BE())
            let type = try header.fourCC()
            guard size >= 8, offset + size <= end else { break }
            try readCodecBox(type, Array(bytes[(offset + 8)..<(offset + size)]), into: &track)
            offset += size
        }
    }

    /// A codec's configuration box inside the sample entry: what it says of channels, rate and
    /// bits overrides the entry's generic fields.
    private static func readCodecBox(_ type: String, _ body: [UInt8], into track: inout Track) throws(AlertPackError) {
        switch type {
        case "esds":
            let descriptor = decoderConfig(esds: body)
            track.objectType = descriptor.objectType
            if let config = descriptor.specificInfo, config.count >= 2 {
                // AudioSpecificConfig: object type (5 bits), frequency index (4; 15 = 24 explicit bits), channels (4).
                let bits = config.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } << (8 * UInt64(8 - min(config.count, 8)))
                let explicitRate = (bits >> 55) & 0x0F == 0x0F
                let channelShift: UInt64 = explicitRate ? 64 - 5 - 4 - 24 - 4 : 64 - 5 - 4 - 4
                let configuration = Int((bits >> channelShift) & 0x0F)
                if (1...6).contains(configuration) {
                    track.configChannels = configuration
                } else if configuration == 7 {
                    track.configChannels = 8
                }
            }
        case "alac" where body.count >= 28:
            // FullBox header (4), then ALACSpecificConfig: bit depth at 5, channels at 9, rate at 20.
            var config = ByteCursor(body, what: "the 'alac' box")
            try config.skip(4 + 5)
            track.bits = Int(try config.take(1).first ?? 0)
            try config.skip(3)
            track.channels = Int(try config.take(1).first ?? 0)
            try config.skip(10)
            track.sampleRate = Double(try config.uint32BE())
        case "dOps" where body.count >= 11:
            // Opus always decodes at 48 kHz; the pre-skip is in 48 kHz samples.
            track.channels = Int(body[1])
            track.opusPreSkip = Int64(body[2]) << 8 | Int64(body[3])
            track.sampleRate = 48000
        default:
            break
        }
    }

    /// The objectTypeIndication and DecoderSpecificInfo in an `esds` box's ES descriptor.
    static func decoderConfig(esds: [UInt8]) -> (objectType: UInt8?, specificInfo: [UInt8]?) {
        var index = 4  // FullBox header
        func descriptorLength() -> Int? {
            var length = 0
            for _ in 0..<4 {
                guard index < esds.count else { return nil }
                let byte = esds[index]
                index += 1
                length = length << 7 | Int(byte & 0x7F)
                if byte & 0x80 == 0 { return length }
            }
            return length
        }
        guard index < esds.count, esds[index] == 0x03 else { return (nil, nil) }
        index += 1
        guard descriptorLength() != nil, index + 3 <= esds.count else { return (nil, nil) }
        let flags = esds[index + 2]
        index += 3
        if flags & 0x80 != 0 { index += 2 }
        if flags & 0x40 != 0, index < esds.count { index += 1 + Int(esds[index]) }
        if flags & 0x20 != 0 { index += 2 }
        guard index < esds.count, esds[index] == 0x04 else { return (nil, nil) }
        index += 1
        guard let configLength = descriptorLength(), index < esds.count else { return (nil, nil) }
        let objectType = esds[index]
        // DecoderConfigDescriptor: objectType (1), stream type (1), buffer size (3), bitrates (8); then its children.
        let configEnd = min(esds.count, index + configLength)
        index += 13
        guard index < configEnd, esds[index] == 0x05 else { return (objectType, nil) }
        index += 1
        guard let infoLength = descriptorLength(), index + infoLength <= configEnd else { return (objectType, nil) }
        return (objectType, Array(esds[index..<(index + infoLength)]))
    }
}
