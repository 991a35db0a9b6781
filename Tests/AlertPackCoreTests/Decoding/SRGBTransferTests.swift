import Testing

@testable import AlertPackCore

/// The 8-bit code of linear light, found from its step's bounds, is the code a search of all 255
/// midpoints finds: icons and previews are written with it.
struct SRGBTransferTests {
    @Test("the bounded search gives the full search's code for every value tried")
    func boundedSearchIsExact() {
        var generator = SystemRandomNumberGenerator()
        var values: [Float] = [0, 1, -1, 2, .nan, .infinity, 1e-9] + SRGBTransfer.midpoints + SRGBTransfer.midpoints.map { $0.nextDown }
        values += (0..<200_000).map { _ in Float.random(in: 0...1, using: &generator) }
        let mismatches = values.filter { SRGBTransfer.code($0) != SRGBTransfer.searchCode($0) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
