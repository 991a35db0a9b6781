import Foundation

/// BS.1770-4's gating of 400 ms block energies: blocks under -70 LUFS are dropped (absolute
/// gate), then those more than 10 LU below the mean of the rest (relative gate); the loudness is
/// the mean energy of what remains.
///
/// Block energies are kept exactly while there are at most `exactLimit` of them (an hour of
/// audio by default): the result is then exact. Past that, memory must not grow with the
/// sound's length, so they are folded into 10,000 bins of 0.01 LU that keep each bin's count and
/// energy sum; only blocks in the bin the relative gate falls into are then judged by their bin.
struct LoudnessGate {
    /// -70 LUFS as a mean square (LUFS = 10·log10(energy) − 0.691).
    static let absoluteEnergy = energy(lufs: -70)
    /// The relative gate, as a factor on the mean energy (−10 LU).
    static let relativeFactor = 0.1
    static let binWidth = 0.01
    static let binCount = 10_000

    private let exactLimit: Int
    private var energies: [Double] = []
    private var binCounts: [Int] = []
    private var binSums: [Double] = []

    init(exactLimit: Int = 36_000) {
        self.exactLimit = exactLimit
    }

    static func energy(lufs: Double) -> Double { pow(10, (lufs + 0.691) / 10) }
    static func lufs(energy: Double) -> Double { 10 * log10(energy) - 0.691 }

    mutating func add(_ energy: Double) {
        guard energy >= Self.absoluteEnergy else { return }
        if binCounts.isEmpty && energies.count < exactLimit {
            energies.append(energy)
            return
        }
        if binCounts.isEmpty {
            binCounts = Array(repeating: 0, count: Self.binCount)
            binSums = Array(repeating: 0, count: Self.binCount)
            for kept in energies { addToBin(kept) }
            energies = []
        }
        addToBin(energy)
    }

    private mutating func addToBin(_ energy: Double) {
        let position = (Self.lufs(energy: energy) + 70) / Self.binWidth
        let bin = min(max(Int(position.isFinite ? position : 0), 0), Self.binCount - 1)
        binCounts[bin] += 1
        binSums[bin] += energy
    }

    var integratedLUFS: Double? {
        var count = energies.count + binCounts.reduce(0, +)
        guard count > 0 else { return nil }
        let threshold = (energies.reduce(0, +) + binSums.reduce(0, +)) / Double(count) * Self.relativeFactor
        var sum = 0.0
        count = 0
        for energy in energies where energy >= threshold {
            sum += energy
            count += 1
        }
        for bin in binCounts.indices where binCounts[bin] > 0 && binSums[bin] / Double(binCounts[bin]) >= threshold {
            sum += binSums[bin]
            count += binCounts[bin]
        }
        guard count > 0, sum.isFinite else { return nil }
        return Self.lufs(energy: sum / Double(count))
    }
}
