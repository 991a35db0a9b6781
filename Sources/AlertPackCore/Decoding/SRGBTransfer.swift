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

    /// Where the search for a linear value's code may start and end: for each of 4096 equal
    /// steps of linear light, the codes of the step's two ends (the code is monotonic, so the
    /// code of any value inside lies between them).
    static let searchBounds: [(low: UInt8, high: UInt8)] = (0..<4096).map { step in
        (searchCode(Float(step) / 4096), searchCode(Float(step + 1) / 4096))
    }

    /// The 8-bit code of a linear value: the same answer as searching all 255 midpoints, from
    /// the few codes its step allows.
    @inline(__always)
    static func code(_ linear: Float) -> UInt8 {
        guard !linear.isNaN else { return 255 }
        guard linear > 0 else { return 0 }
        guard linear < 1 else { return 255 }
        // The steps either side too: the product may round onto the next step's edge.
        let step = min(4095, Int(linear * 4096))
        var low = Int(searchBounds[max(0, step - 1)].low)
        var high = Int(searchBounds[min(4095, step + 1)].high)
        while low < high {
            let middle = (low + high) >> 1
            if linear < midpoints[middle] { high = middle } else { low = middle + 1 }
        }
        return UInt8(low)
    }

    /// The code by a search of every midpoint.
    static func searchCode(_ linear: Float) -> UInt8 {
        var low = 0
        var high = 255
        while low < high {
            let middle = (low + high) >> 1
            if linear < midpoints[middle] { high = middle } else { low = middle + 1 }
        }
        return UInt8(low)
    }
}
