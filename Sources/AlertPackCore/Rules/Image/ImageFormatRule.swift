/// Content is not PNG (JPEG, GIF, ... behind a .png name, or any non-PNG where PNG is required).
///
/// App icons and launch images must be PNG; the App Store names "in .png format" in its rejections. The
/// format is read from the content, so a JPEG renamed to .png is caught.
///
/// - Rule: image.format
/// - Name: PNG format
/// - Source: ICON-03 (HIG; ITMS-90022, ITMS-90023)
/// - Fires on: Samples/icons/Broken.xcassets/AppIcon.appiconset/Icon-40@2x.png, saying “the content is JPEG,
///   not PNG” (error)
/// - Silent on: Samples/icons/Icon-Small@2x.png
package struct ImageFormatRule: ImageRule, RepairableRule {
    package static let repair = RuleRepair(.toPNG, order: 1)

    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let format = image.facts.format, format != "png" else { return [] }
        // fix writes a JPEG, GIF or WebP behind a .png name as the PNG it says it is.
        let repairable = ["jpeg", "gif", "webp"].contains(format) && FileName.extension(of: image.path) == "png"
        return [
            context.finding(
                "the content is \(format.uppercased()), not PNG",
                fix: repairable
                    ? Fix("write it as the PNG its name says (decoded by ffmpeg)", command: ["alertpack", "fix", FixHint.quoted(image.path)])
                    : Fix("export it again as PNG from its source"))
        ]
    }
}
