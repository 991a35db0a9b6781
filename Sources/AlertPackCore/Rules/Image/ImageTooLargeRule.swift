/// Dimensions over the preset's cap (decompression-bomb guard), refused before decoding.
///
/// A tiny PNG can declare billions of pixels. The header is checked against the cap before any pixel memory
/// is allocated, so such a file costs nothing; no notification asset is anywhere near the cap.
///
/// - Rule: image.too-large
/// - Name: Too large to decode
/// - Source: IMG-DECODE (a safety cap, not an Apple rule)
/// - Platforms: ios, android, web
/// - Parameter maxWidth (wholeNumber): widest image decoded, in pixels
/// - Parameter maxHeight (wholeNumber): tallest image decoded, in pixels
/// - Fires on: Samples/icons/huge.png, saying “the cap is” (error)
/// - Silent on: Samples/icons/Icon-Small@2x.png
package struct ImageTooLargeRule: ImageRule {
    package func check(_ image: ImageSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard image.inspection.tooLarge, let width = image.facts.width, let height = image.facts.height else { return [] }
        return [
            context.finding(
                "is \(width)x\(height) pixels; the cap is \(context.parameters.maxWidth)x\(context.parameters.maxHeight) (not decoded)",
                fix: "export it at the size its slot needs")
        ]
    }
}
