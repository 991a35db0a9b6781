/// `image.too-large`: dimensions over the preset's cap, refused before decoding.
package struct ImageTooLargeRule: ImageRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var maxWidth: Int
        package var maxHeight: Int

        package init(_ preset: inout ParameterReader) {
            maxWidth = preset.wholeNumber("maxWidth", "widest image decoded, in pixels")
            maxHeight = preset.wholeNumber("maxHeight", "tallest image decoded, in pixels")
        }
    }

    package static let description = RuleDescription(
        id: "image.too-large", name: "Too large to decode", defaultSeverity: .error,
        summary: "Dimensions over the preset's cap (decompression-bomb guard), refused before decoding.",
        rationale:
            "A tiny PNG can declare billions of pixels. The header is checked against the cap before any pixel memory is allocated, so such a file costs nothing; no notification asset is anywhere near the cap.",
        source: "IMG-DECODE (a safety cap, not an Apple rule)",
        parameters: Parameters.specs,
        examples: [.fires("Samples/icons/huge.png", saying: "the cap is", as: .error), .silent("Samples/icons/Icon-Small@2x.png")])

    package func check(_ image: ImageSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard image.inspection.tooLarge, let width = image.facts.width, let height = image.facts.height else { return [] }
        return [
            context.finding(
                "is \(width)x\(height) pixels; the cap is \(context.parameters.maxWidth)x\(context.parameters.maxHeight) (not decoded)",
                fix: "export it at the size its slot needs")
        ]
    }
}
