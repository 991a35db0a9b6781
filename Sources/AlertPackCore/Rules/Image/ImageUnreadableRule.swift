/// Not a decodable PNG: empty, bad signature, bad CRC, truncated, zero or absurd dimensions.
///
/// Xcode and the App Store reject images that do not decode; every chunk's CRC is checked and every row
/// decoded (libpng reads the header chunks, our pixel reader the image data), so damaged compressed data is
/// caught, not only bad headers.
///
/// - Rule: image.unreadable
/// - Name: Unreadable image
/// - Source: IMG-DECODE (a PNG that does not decode will not build)
/// - Platforms: ios, android, web
/// - Fires on: Samples/icons/broken.png, saying “but the file ends at byte” (error)
/// - Silent on: Samples/icons/Icon-Small@2x.png
package struct ImageUnreadableRule: ImageRule {
    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let reason = image.inspection.unreadableReason else { return [] }
        return [context.finding(reason, fix: "re-export the image as PNG from its source; this file is damaged")]
    }
}
