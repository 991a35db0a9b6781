import CPNGShim

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Carries out an image's plan: libpng reads the PNG and writes it again without alpha (our C
/// shim, row by row) under a temporary name beside it; the result is decoded again and must be
/// whole, the same size, and free of any alpha before it is renamed over the original. In a
/// rehearsal (`fix --dry-run`) the same image is written into a private folder and left there.
struct ImageRepairer {
    var inspector: ImageInspector
    var staging: RepairStaging = .inPlace

    /// Where the repaired image is written: over the file (through a temporary name beside it),
    /// or in a rehearsal a file of its own in the private folder.
    private func destination(_ plan: RepairPlan) -> String {
        staging.isRehearsal ? staging.stagedPath(for: plan.path) : plan.path
    }

    func apply(_ plan: RepairPlan, background: RGBColour?) -> RepairOutcome {
        var outcome = RepairOutcome(path: plan.path, status: .repaired, steps: plan.intent, addressed: plan.addressed, left: plan.left)
        do throws(AlertPackError) {
            let input = try RandomAccessFile(path: plan.path)
            let output = try OutputFile(target: destination(plan))
            var status = stat()
            if fstat(input.descriptor, &status) == 0 { fchmod(output.descriptor, status.st_mode & 0o7777) }
            var result = apk_png_flatten_result()
            let colour = background.map { [$0.red, $0.green, $0.blue] }
            let flattened = Self.flatten(input.descriptor, output.descriptor, colour, inspector, &result)
            guard flattened == 0 else {
                throw AlertPackError.reading(.native(withUnsafeBytes(of: result.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }))
            }
            try verify(output.temporaryPath, width: Int(result.width), height: Int(result.height))
            try output.commit()
            let kind = result.color_type == 0 ? "gray" : "RGB"
            outcome.steps =
                result.composited_pixels == 0
                ? ["removed the alpha channel: \(kind) \(result.bit_depth)-bit, every colour kept bit for bit"]
                : [
                    "composited \(result.composited_pixels) transparent pixel\(result.composited_pixels == 1 ? "" : "s") onto \(background?.description ?? "") in linear light; \(kind) \(result.bit_depth)-bit, every opaque pixel kept bit for bit"
                ]
        } catch {
            outcome.status = .failed
            outcome.error = error.message
        }
        return outcome
    }

    private static func flatten(
        _ input: Int32, _ output: Int32, _ colour: [UInt8]?, _ inspector: ImageInspector, _ result: inout apk_png_flatten_result
    ) -> Int32 {
        let width = UInt32(clamping: inspector.maxWidth), height = UInt32(clamping: inspector.maxHeight)
        guard let colour else { return apk_png_flatten(input, output, nil, width, height, &result) }
        return colour.withUnsafeBufferPointer { apk_png_flatten(input, output, $0.baseAddress, width, height, &result) }
    }

    /// The written file, decoded again from the start: it must be what the repair promised.
    private func verify(_ path: String, width: Int, height: Int) throws(AlertPackError) {
        let written = inspector.inspect(path: path)
        if let reason = written.unreadableReason { throw AlertPackError.work(.writtenPNGUndecodable(reason)) }
        let facts = written.facts
        guard facts.width == width, facts.height == height, facts.alphaChannel == false, facts.tRNS != true, facts.transparentPixels == 0
        else { throw AlertPackError.work(.writtenPNGNotAsExpected("opaque", width: width, height: height)) }
    }

    /// The outcome of one rewrite: `body` does it (and says its steps, or leaves the file);
    /// an error thrown is a failed repair, the file as it was.
    private func rewriting(_ plan: RepairPlan, _ body: (inout RepairOutcome) throws(AlertPackError) -> Void) -> RepairOutcome {
        var outcome = RepairOutcome(path: plan.path, status: .repaired, addressed: plan.addressed, left: plan.left)
        do throws(AlertPackError) {
            try body(&outcome)
        } catch {
            outcome.status = .failed
            outcome.error = error.message
        }
        return outcome
    }

    /// Writes `image` over the file open as `input` (its permissions kept) once the written PNG
    /// decodes whole, at its size, and as `expected` says (`what` names it in the error).
    private func replace(
        _ path: String, input: RandomAccessFile, with image: EncodedImage, what: String, expected: @escaping (ImageFacts) -> Bool
    ) throws(AlertPackError) {
        var status = stat()
        let mode = fstat(input.descriptor, &status) == 0 ? status.st_mode & 0o7777 : nil
        try PNGImageFile.write(image, to: path, profile: nil, mode: mode) { (written) throws(AlertPackError) in
            let check = inspector.inspect(path: written)
            guard check.unreadableReason == nil, check.facts.format == "png", check.facts.width == image.width, check.facts.height == image.height,
                expected(check.facts)
            else { throw AlertPackError.work(.writtenPNGNotAsExpected(what, width: image.width, height: image.height)) }
        }
    }

    /// A tinted icon written again in gray (decoded whole, at most 4096 px a side), checked to
    /// decode with no colour pixel before it replaces the original.
    func grayscale(_ plan: RepairPlan) -> RepairOutcome {
        rewriting(plan) { (outcome) throws(AlertPackError) in
            let input = try RandomAccessFile(path: plan.path)
            let decoded = try PNGImageFile.read(input.descriptor, maxSide: 4096)
            let linear = decoded.samples.withUnsafeBufferPointer { LinearImage(encoded16: $0, width: decoded.width, height: decoded.height) }
            try replace(destination(plan), input: input, with: EncodedImage(linear.grayscaleOverBlack(), gray: true), what: "gray") {
                $0.colorPixels == 0
            }
            outcome.steps = ["wrote it as \(decoded.width)x\(decoded.height) gray: its luminance in linear light, over black"]
        }
    }

    /// An image in another colour space converted to sRGB (decoded whole, at most 4096 px a
    /// side; alpha kept where a pixel needs it), checked to decode as sRGB before the rename.
    func toSRGB(_ plan: RepairPlan) -> RepairOutcome {
        rewriting(plan) { (outcome) throws(AlertPackError) in
            let input = try RandomAccessFile(path: plan.path)
            var decoded = try PNGImageFile.read(input.descriptor, maxSide: 4096)
            guard let profile = decoded.profile else { throw AlertPackError.work(.noICCProfile) }
            let name = ICCProfile(profile)?.description ?? decoded.profileName
            do throws(AlertPackError) {
                try SRGBConversion.convert(
                    &decoded.samples, pixels: decoded.width * decoded.height, from: profile, gray: ICCProfile(profile)?.colorSpace == "GRAY")
            } catch {
                // The file's own profile, not the disk: this repair cannot be done; the file stays.
                outcome.status = .left
                outcome.left += plan.addressed.map {
                    LeftFinding(rule: $0, reason: "not repaired: it \(error.message) (\(name)); export it again in sRGB")
                }
                outcome.addressed = []
                return
            }
            let image = EncodedImage(exact: decoded.samples, width: decoded.width, height: decoded.height)
            try replace(destination(plan), input: input, with: image, what: "sRGB") { $0.colorSpace == "srgb" }
            outcome.steps = ["converted its colours from \(name) to sRGB with lcms2 (colours outside sRGB clipped); 8-bit \(image.layout)"]
        }
    }

    /// A JPEG, GIF or WebP behind a .png name, decoded by ffmpeg and written as an 8-bit RGB(A)
    /// PNG tagged sRGB, decoded again before the rename.
    func toPNG(_ plan: RepairPlan, format: String, width: Int, height: Int) -> RepairOutcome {
        rewriting(plan) { (outcome) throws(AlertPackError) in
            let input = try RandomAccessFile(path: plan.path)
            let image = EncodedImage(exact: try FFmpegImage.decode(plan.path, width: width, height: height), width: width, height: height)
            try replace(destination(plan), input: input, with: image, what: "PNG") { _ in true }
            outcome.steps = ["wrote its \(format.uppercased()) content (decoded by ffmpeg) as an 8-bit \(image.layout) PNG"]
        }
    }
}
