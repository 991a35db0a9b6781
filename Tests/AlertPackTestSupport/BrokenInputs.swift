import Foundation
import Testing

/// Broken variants of the real samples, each with what its message must name: the corpus the
/// in-process and command tests of broken input share.
package enum BrokenInputs {
    /// A broken variant of a real sample: which sample, how to break it, and what the message names.
    package struct Case: Sendable, CustomTestStringConvertible {
        package var name: String
        package var base: String?
        package var expected: String
        package var breakIt: @Sendable ([UInt8]) -> [UInt8]
        package var testDescription: String { name }
    }

    package static func offset(of chunk: String, in bytes: [UInt8]) -> Int {
        let needle = Array(chunk.utf8)
        for index in 0...(bytes.count - needle.count) where Array(bytes[index..<index + needle.count]) == needle {
            return index
        }
        fatalError("no \(chunk) chunk")
    }

    package static func set(_ bytes: [UInt8], at offset: Int, _ value: UInt64, width: Int, bigEndian: Bool) -> [UInt8] {
        var bytes = bytes
        for index in 0..<width {
            let shift = bigEndian ? (width - 1 - index) * 8 : index * 8
            bytes[offset + index] = UInt8((value >> UInt64(shift)) & 0xFF)
        }
        return bytes
    }

    package static let wav = "Samples/sounds/chime.wav"

    package static let aiff = "Samples/sounds/chime.aiff"

    package static let caf = "Samples/sounds/chime.caf"

    package static let cases: [Case] = [
        Case(name: "empty.wav", base: nil, expected: "the file is empty") { _ in [] },
        Case(name: "empty.caf", base: nil, expected: "the file is empty") { _ in [] },
        Case(name: "random.wav", base: nil, expected: "not audio") { _ in
            var generator = SystemRandomNumberGenerator()
            return (0..<4096).map { index in index == 0 ? 0x01 : UInt8.random(in: 0...255, using: &generator) }
        },
        Case(name: "text.aiff", base: nil, expected: "not audio") { _ in Array("Hello, this is not a sound\n".utf8) },
        Case(name: "png.caf", base: nil, expected: "PNG image") { _ in
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 32)
        },
        Case(name: "header-only.wav", base: wav, expected: "no 'data' chunk") { bytes in Array(bytes.prefix(36)) },
        Case(name: "cut-header.wav", base: wav, expected: "ends inside its RIFF header") { bytes in Array(bytes.prefix(10)) },
        Case(name: "truncated.wav", base: wav, expected: "truncated") { bytes in Array(bytes.prefix(bytes.count / 2)) },
        Case(name: "truncated.aiff", base: aiff, expected: "truncated") { bytes in Array(bytes.prefix(bytes.count / 2)) },
        Case(name: "truncated.caf", base: caf, expected: "truncated") { bytes in Array(bytes.prefix(bytes.count / 2)) },
        Case(name: "zero-channels.wav", base: wav, expected: "0 channels") { bytes in
            set(bytes, at: offset(of: "fmt ", in: bytes) + 10, 0, width: 2, bigEndian: false)
        },
        Case(name: "zero-rate.wav", base: wav, expected: "sample rate of 0") { bytes in
            set(bytes, at: offset(of: "fmt ", in: bytes) + 12, 0, width: 4, bigEndian: false)
        },
        Case(name: "bad-block-align.wav", base: wav, expected: "block align") { bytes in
            set(bytes, at: offset(of: "fmt ", in: bytes) + 20, 7, width: 2, bigEndian: false)
        },
        // A size past the end that is no streaming writer's placeholder: truncated, not unfinalised
        // (0xFFFFFFFF is read to the end with a sound.header warning: RealWorldSoundTests).
        Case(name: "overclaimed-data.wav", base: wav, expected: "declares 16777215 bytes") { bytes in
            set(bytes, at: offset(of: "data", in: bytes) + 4, 0x00FF_FFFF, width: 4, bigEndian: false)
        },
        Case(name: "zero-channels.aiff", base: aiff, expected: "0 channels") { bytes in
            set(bytes, at: offset(of: "COMM", in: bytes) + 8, 0, width: 2, bigEndian: true)
        },
        Case(name: "zero-rate.aiff", base: aiff, expected: "sample rate of 0") { bytes in
            set(
                set(bytes, at: offset(of: "COMM", in: bytes) + 16, 0, width: 2, bigEndian: true),
                at: offset(of: "COMM", in: bytes) + 18, 0, width: 8, bigEndian: true)
        },
        Case(name: "frames-beyond-data.aiff", base: aiff, expected: "holds only") { bytes in
            set(bytes, at: offset(of: "COMM", in: bytes) + 10, 1_000_000, width: 4, bigEndian: true)
        },
        Case(name: "zero-channels.caf", base: caf, expected: "0 channels") { bytes in
            set(bytes, at: offset(of: "desc", in: bytes) + 12 + 24, 0, width: 4, bigEndian: true)
        },
        Case(name: "zero-rate.caf", base: caf, expected: "sample rate of 0") { bytes in
            set(bytes, at: offset(of: "desc", in: bytes) + 12, 0, width: 8, bigEndian: true)
        },
        Case(name: "version-2.caf", base: caf, expected: "CAF version 2") { bytes in
            set(bytes, at: 4, 2, width: 2, bigEndian: true)
        },
        Case(name: "wrong-ima4-layout.caf", base: caf, expected: "IMA4 layout") { bytes in
            set(bytes, at: offset(of: "desc", in: bytes) + 12 + 16, 35, width: 4, bigEndian: true)
        },
        Case(name: "negative-chunk.caf", base: caf, expected: "negative size") { bytes in
            set(bytes, at: offset(of: "desc", in: bytes) + 4, UInt64(bitPattern: -5), width: 8, bigEndian: true)
        },
        // A 1 KB file whose header declares a 2 GB chunk: refused from the header, nothing allocated.
        Case(name: "2gb-chunk.wav", base: nil, expected: "declares 2147483648 bytes") { _ in
            var bytes = Array("RIFF".utf8) + [0xF8, 0x03, 0, 0] + Array("WAVE".utf8)
            bytes += Array("LIST".utf8) + [0, 0, 0, 0x80]
            return bytes + [UInt8](repeating: 0x41, count: 1024 - bytes.count)
        },
        // 2 GiB past the end reads as a streaming writer's placeholder; the data offset inside it is absurd.
        Case(name: "2gb-chunk.aiff", base: nil, expected: "data offset 1094795585 lies outside") { _ in
            var bytes = Array("FORM".utf8) + [0, 0, 0x03, 0xF8] + Array("AIFF".utf8)
            bytes += Array("SSND".utf8) + [0x80, 0, 0, 0]
            return bytes + [UInt8](repeating: 0x41, count: 1024 - bytes.count)
        },
        Case(name: "2gb-chunk.caf", base: nil, expected: "declares 2147483648 bytes") { _ in
            var bytes = Array("caff".utf8) + [0, 1, 0, 0]
            bytes += Array("data".utf8) + [0, 0, 0, 0, 0x80, 0, 0, 0]
            return bytes + [UInt8](repeating: 0x41, count: 1024 - bytes.count)
        },
        Case(name: "pakt-overclaims.caf", base: nil, expected: "valid frames") { _ in
            // desc for mono IMA4, a pakt claiming 10,000 valid frames for 2 packets, 2 packets of data.
            var bytes = Array("caff".utf8) + [0, 1, 0, 0]
            bytes += Array("desc".utf8) + [0, 0, 0, 0, 0, 0, 0, 32]
            bytes += [0x40, 0xE5, 0x88, 0x80, 0, 0, 0, 0] + Array("ima4".utf8) + [0, 0, 0, 0]
            bytes += [0, 0, 0, 34, 0, 0, 0, 64, 0, 0, 0, 1, 0, 0, 0, 0]
            bytes += Array("pakt".utf8) + [0, 0, 0, 0, 0, 0, 0, 24]
            bytes += [0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0x27, 0x10, 0, 0, 0, 0, 0, 0, 0, 0]
            bytes += Array("data".utf8) + [0, 0, 0, 0, 0, 0, 0, 72, 0, 0, 0, 1]
            return bytes + [UInt8](repeating: 0, count: 68)
        },
    ]
}
