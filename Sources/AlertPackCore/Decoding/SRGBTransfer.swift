import Foundation

/// The sRGB transfer function (IEC 61966-2-1) as tables: 16-bit code → linear, and linear → the
/// 8-bit code whose value is nearest in the encoded scale (found among the 255 midpoints, so the
/// same light always gives the same code, on every run).
enum SRGBTransfer {
    static func toLinear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func toEncoded(_ value: Double) -> Double {
        if value <= 0 { return 0 }
        if value >= 1 { return 1 }
        return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    static let linearFrom16: [Float] = (0...65535).map { Float(toLinear(Double($0) / 65535)) }

    /// The linear value halfway (in the encoded scale) between code k and k + 1, for k in 0...254.
    static let midpoints: [Float] = (0..<255).map { Float(toLinear((Double($0) + 0.5) / 255)) }

    /// The 8-bit code of a linear value.
    @inline(__always)
    static func code(_ linear: Float) -> UInt8 {
        var low = 0
        var high = 255
        while low < high {
            let middle = (low + high) >> 1
            if linear < midpoints[middle] { high = middle } else { low = middle + 1 }
        }
        return UInt8(low)
    }
}
