/// `image.unreadable`: not a decodable PNG.
public struct ImageUnreadableRule: ImageRule {
    public init() {}

    public let description = RuleDescription(
        id: "image.unreadable", name: "Unreadable image", defaultSeverity: .error,
        summary: "Not a decodable PNG: empty, bad signature, bad CRC, truncated, zero or absurd dimensions.",
        rationale:
            "Xcode and the App Store reject images that do not decode; every row is decoded with libpng, so bad CRCs and damaged compressed data are caught, not only bad headers.",
        source: "A PNG that libpng cannot decode will not build.",
        parameters: [],
        examples: [.fires("Samples/icons/broken.png"), .silent("Samples/icons/Icon-Small@2x.png")])

    public func check(_ image: ImageSubject, _ context: RuleContext) -> [Finding] {
        guard let reason = image.inspection.unreadableReason else { return [] }
        return [context.finding(reason, fix: "re-export the image as PNG from its source; this file is damaged")]
    }
}
