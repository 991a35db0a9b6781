import Foundation

/// How close a decoded signal is to its source: the benchmark's and the tests' one measure of an
/// encoder's quality.
package enum SignalToNoise {
    /// 10·log10(source energy / error energy) over the shorter of the two, in dB.
    package static func decibels(source: [Float], decoded: [Float]) -> Double {
        var signal = 0.0
        var noise = 0.0
        for index in 0..<min(source.count, decoded.count) {
            let s = Double(source[index])
            let e = Double(decoded[index]) - s
            signal += s * s
            noise += e * e
        }
        return 10 * log10(signal / max(noise, 1e-30))
    }
}
