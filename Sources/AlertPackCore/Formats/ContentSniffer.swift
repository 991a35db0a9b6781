/// Identifies a file by its first bytes, never by its name.
package enum SniffedContent: Sendable, Equatable {
    /// A container we read ourselves: `wav` (RIFF or RF64), `aiff` (AIFF and AIFF-C), `caf`,
    /// and for their facts `mp4`, `matroska`, `ogg` and `amr`.
    case readableAudio(AudioContainerFamily)
    /// Audio in a container we recognise but that alert sounds may not use.
    case otherAudio(container: String, codec: String?)
    /// Recognisably an image (`png`, `jpeg`, `gif`, `webp`, ...).
    case image(format: String)
    case unknown
}

package enum AudioContainerFamily: String, Sendable {
    case wav, aiff, caf
    /// ISO base media: MP4, M4A, M4R, 3GP.
    case mp4
    /// Matroska and WebM.
    case matroska
    case ogg, amr
}

package enum ContentSniffer {
    /// How many leading bytes `sniff` looks at.
    package static let prefixLength = 64

    /// The first bytes of a file (fewer if it is shorter), as `sniff` reads them.
    package static func prefix(of file: RandomAccessFile) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: prefixLength)
        bytes.removeSubrange(file.readAvailable(at: 0, into: &bytes)...)
        return bytes
    }

    package static func sniff(_ bytes: [UInt8]) -> SniffedContent {
        func ascii(_ offset: Int, _ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard bytes.count >= offset + expected.count else { return false }
            return Array(bytes[offset..<offset + expected.count]) == expected
        }
        if (ascii(0, "RIFF") || ascii(0, "RF64") || ascii(0, "BW64")) && ascii(8, "WAVE") { return .readableAudio(.wav) }
        if ascii(0, "FORM") && (ascii(8, "AIFF") || ascii(8, "AIFC")) { return .readableAudio(.aiff) }
        if ascii(0, "caff") { return .readableAudio(.caf) }
        if ascii(0, "FORM") && ascii(8, "8SVX") { return .otherAudio(container: "8svx", codec: nil) }
        // Sony Wave64: the "riff" GUID, an 8-byte size, then the "wave" GUID.
        if ascii(0, "riff") && bytes.count >= 28 && bytes[4] == 0x2E && bytes[5] == 0x91 && ascii(24, "wave") {
            return .otherAudio(container: "w64", codec: nil)
        }
        if ascii(0, "fLaC") { return .otherAudio(container: "flac", codec: "flac") }
        if ascii(0, "OggS") { return .readableAudio(.ogg) }
        if bytes.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) { return .readableAudio(.matroska) }
        if ascii(4, "ftyp") {
            let brand = bytes.count >= 12 ? FourCC.text(bytes[8..<12]) : ""
            if ["heic", "heix", "hevc", "mif1", "msf1", "avif"].contains(brand) { return .image(format: brand == "avif" ? "avif" : "heic") }
            return .readableAudio(.mp4)
        }
        // QuickTime movies without 'ftyp' start with one of these boxes.
        if ascii(4, "moov") || ascii(4, "wide") || ascii(4, "mdat") { return .readableAudio(.mp4) }
        if ascii(0, "ID3") { return .otherAudio(container: "mp3", codec: "mp3") }
        if ascii(0, "#!AMR") { return .readableAudio(.amr) }
        if ascii(0, ".snd") { return .otherAudio(container: "au", codec: nil) }
        if ascii(0, "MThd") { return .otherAudio(container: "midi", codec: nil) }
        if ascii(0, "MAC ") { return .otherAudio(container: "ape", codec: "ape") }
        if ascii(0, "wvpk") { return .otherAudio(container: "wavpack", codec: "wavpack") }
        if bytes.starts(with: [0x30, 0x26, 0xB2, 0x75]) { return .otherAudio(container: "asf", codec: "wma") }
        if bytes.count >= 4, bytes[0] == 0xFF {
            // ADTS AAC: 12-bit sync, layer 00. MPEG audio: 11-bit sync, layer != 00, bitrate index != 15.
            if bytes[1] & 0xF6 == 0xF0 { return .otherAudio(container: "adts", codec: "aac") }
            // MPEG audio: 11-bit sync, a defined version, Layer II or III (Layer I, bits 11, is what a
            // UTF-16 byte-order mark FF FE looks like), a real bitrate and sample-rate index.
            let version = (bytes[1] >> 3) & 0x03, layer = (bytes[1] >> 1) & 0x03
            let bitrate = bytes[2] >> 4, rate = (bytes[2] >> 2) & 0x03
            if bytes[1] & 0xE0 == 0xE0, version != 1, layer == 1 || layer == 2, bitrate != 0, bitrate != 15, rate != 3 {
                return .otherAudio(container: "mp3", codec: layer == 1 ? "mp3" : "mp2")
            }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .image(format: "png") }
        if ascii(0, "CgBI") { return .image(format: "png") }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .image(format: "jpeg") }
        if ascii(0, "GIF87a") || ascii(0, "GIF89a") { return .image(format: "gif") }
        if ascii(0, "RIFF") && ascii(8, "WEBP") { return .image(format: "webp") }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return .image(format: "tiff")
        }
        return .unknown
    }
}
