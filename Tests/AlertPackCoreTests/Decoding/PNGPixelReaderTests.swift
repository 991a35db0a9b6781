import AlertPackTestSupport
import CPNGShim
import Foundation
import Testing

@testable import AlertPackCore

/// Our PNG pixel reader (libpng for the header chunks, our own inflate, unfilter and count for
/// the image data, libpng again for a file it finds anything wrong with) against libpng decoding
/// every row itself, as alertpack did before: the same verdict and the same transparent and
/// coloured pixel counts, on good images of every layout and on damaged copies of them.
@Suite(TestSupport.needs("python3"))
struct PNGPixelReaderTests {
    struct Outcome: Equatable, CustomStringConvertible {
        var decoded: Bool
        var transparent: UInt64
        var colored: UInt64
        var error: String
        var byLibpng = false

        /// The verdict and the counts; the wording of an error may differ.
        static func == (a: Outcome, b: Outcome) -> Bool {
            a.decoded == b.decoded && (!a.decoded || (a.transparent == b.transparent && a.colored == b.colored))
        }

        var description: String { decoded ? "decoded (\(transparent) transparent, \(colored) coloured)" : "refused: \(error)" }
    }

    static let cap: UInt32 = 1 << 20

    static func ours(_ path: String) -> Outcome {
        var result = apk_png_result()
        defer { apk_png_free(&result) }
        let status = apk_png_inspect(path, cap, cap, &result)
        let error = withUnsafeBytes(of: result.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return Outcome(
            decoded: status == 0 && result.decoded == 1, transparent: result.transparent_pixels, colored: result.color_pixels, error: error,
            byLibpng: result.decoded_by_libpng == 1)
    }

    static func witness(_ path: String) -> Outcome {
        var result = apk_png_result()
        defer { apk_png_free(&result) }
        let status = apk_png_inspect_libpng(path, cap, cap, 0, &result)
        let error = withUnsafeBytes(of: result.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return Outcome(
            decoded: status == 0 && result.decoded == 1, transparent: result.transparent_pixels, colored: result.color_pixels, error: error)
    }

    static func pngs(below folder: String) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.lowercased().hasSuffix(".png") }.sorted().map { folder + "/" + $0 }
    }

    /// Every colour type and depth, with and without tRNS, plain and Adam7, every filter, the
    /// stream split into many IDATs, a small declared window, stored blocks (scripts/pngtool.py).
    static func variants(in folder: String) throws -> [String] {
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/pngtool.py"), "variants", folder])
        return pngs(below: folder)
    }

    @Test("agrees with libpng on every PngSuite image, sample, fixture and generated layout")
    func goodImages() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let paths =
            try Self.variants(in: folder + "/variants") + Self.pngs(below: TestSupport.repositoryPath("Samples"))
            + Self.pngs(below: TestSupport.repositoryPath("Tests/Fixtures"))
        #expect(paths.count > 150)
        var decoded = 0
        for path in paths {
            let ours = Self.ours(path)
            let witness = Self.witness(path)
            #expect(ours == witness, "\(path): ours \(ours), libpng \(witness)")
            if ours.decoded {
                decoded += 1
                // A good file is read by our reader alone, not handed back to libpng.
                #expect(!ours.byLibpng, "\(path)")
            }
        }
        // Every generated variant decodes, and so do PngSuite's good images and the samples.
        #expect(decoded > 130)
    }

    @Test(
        "on damaged copies both refuse or both accept and count alike; a wrong Adler-32 after the last row is accepted, as Apple's ImageIO does"
    )
    func damagedImages() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let suite = TestSupport.repositoryPath("Tests/Fixtures/PngSuite")
        let seeds =
            try Self.variants(in: folder + "/variants")
            + Self.pngs(below: suite).filter { !(($0 as NSString).lastPathComponent.hasPrefix("x")) }
        // `ALERTPACK_PNG_MUTANT_ROUNDS=N` makes N sets of damaged copies instead of one.
        let rounds = Int(ProcessInfo.processInfo.environment["ALERTPACK_PNG_MUTANT_ROUNDS"] ?? "") ?? 1
        for round in 1...max(1, rounds) {
            let mutantFolder = folder + "/mutants\(round)"
            try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/pngtool.py"), "mutants", mutantFolder, "\(round)"] + seeds)
            let mutants = Self.pngs(below: mutantFolder)
            #expect(mutants.count > 2000)
            var refused = 0
            var judgedByLibpng = 0
            for path in mutants {
                let ours = Self.ours(path)
                let witness = Self.witness(path)
                if ours.byLibpng { judgedByLibpng += 1 }
                if path.hasSuffix("--adler.png") {
                    // libpng refuses the stream when the wrong checksum arrives with the last row;
                    // the pixels are whole, and Apple's decoder only warns.
                    let seed = folder + "/variants/" + (path as NSString).lastPathComponent.replacingOccurrences(of: "--adler.png", with: ".png")
                    let original = FileManager.default.fileExists(atPath: seed) ? Self.ours(seed) : nil
                    #expect(ours.decoded, "\(path): \(ours)")
                    if let original { #expect(ours == original, "\(path): \(ours), before the damage \(original)") }
                    continue
                }
                // libpng names a wrong Adler-32 before it looks at the last row; with other damage
                // too, either reader may name either (both refuse), and with none the pixels are
                // whole and ours accepts (the --adler copies above hold it to the counts).
                if !witness.decoded && witness.error.hasSuffix("incorrect data check") { continue }
                #expect(ours == witness, "\(path): ours \(ours), libpng \(witness)")
                if !ours.decoded { refused += 1 }
            }
            #expect(refused > 500)
            // The damage that leaves a file readable (extra data, trailing chunks) is libpng's to judge.
            #expect(judgedByLibpng > 1000)
        }
    }

    /// `ALERTPACK_IMAGE_CORPUS=/folder swift test --filter PNGPixelReaderTests` compares every PNG below a folder.
    @Test("agrees with libpng on a real corpus when one is given")
    func realCorpus() throws {
        guard let root = ProcessInfo.processInfo.environment["ALERTPACK_IMAGE_CORPUS"] else { return }
        let paths = Self.pngs(below: root)
        var compared = 0
        var judgedByLibpng = 0
        for path in paths where (try? RandomAccessFile(path: path).size).map({ $0 < 50_000_000 }) ?? false {
            let ours = Self.ours(path)
            let witness = Self.witness(path)
            #expect(ours == witness, "\(path): ours \(ours), libpng \(witness)")
            compared += 1
            if ours.byLibpng { judgedByLibpng += 1 }
        }
        print("PNGPixelReaderTests: \(compared) real PNGs compared with libpng; \(judgedByLibpng) judged by libpng after our reader")
    }
}
