/// The App Store icon of a built app (the 1024 rendition of the primary icon in Assets.car, in any
/// appearance) with transparent pixels, or kept with an alpha channel whose every pixel is opaque,
/// or whose pixels could not be decoded and whose header does not say it is opaque.
///
/// App Store Connect rejects an App Store icon that is transparent or has an alpha channel
/// (ITMS-90717), and since 2025 also the dark and tinted variants of uploads through altool and
/// Transporter, although Apple asks for a transparent dark icon and Xcode's upload takes it (so
/// those are judged at appearanceSeverity). The compiled catalog says what it found: each rendition's CSI header is
/// flagged opaque when the compiler saw no transparent pixel, which answers the question even
/// where alertpack cannot decode the pixels. A rendition neither flagged opaque nor decoded is
/// reported as not known, never passed.
///
/// - Rule: built.icon-alpha
/// - Name: Built App Store icon transparency
/// - Source: BUILT-ICONS, ICON-05, ICON-07 (ITMS-90717 on the compiled App Store icon, dark and tinted included)
/// - Parameter appearanceSeverity (severity): severity for transparent pixels in a dark or tinted variant
/// - Parameter opaqueAlphaSeverity (severity): severity for an alpha channel whose every pixel is opaque
///   (the header not flagged opaque)
/// - Parameter undecodedSeverity (severity): severity for a rendition whose pixels were not decoded and
///   whose header does not flag it opaque
/// - Class transparent-pixels: transparent pixels counted in the decoded rendition
/// - Class opaque-alpha: an alpha channel not flagged opaque, though no pixel is transparent
/// - Class not-decoded: pixels not decoded and not flagged opaque: not known to pass
/// - Fires on: Samples/built/TransparentIcon.ipa, saying “has 700 transparent pixels” (error)
/// - Fires on: Samples/built/AlphaChannel.ipa, saying “keeps an alpha channel” (warning)
/// - Silent on: Samples/built/Good.ipa
package struct BuiltIconAlphaRule: BuiltAppRule {
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let app = subject.app, app.iconsKnown, app.isForIOS else { return [] }
        return app.primaryRenditions.filter(\.isAppStoreIcon).compactMap { judge($0, context) }
    }

    private func judge(_ icon: BuiltIconRendition, _ context: RuleContext<Parameters>) -> Finding? {
        let what = "The App Store icon (\(icon.label), from \(icon.sourceName))"
        let fix =
            "export the 1024 icon\(icon.appearance.map { " (\($0))" } ?? "") as a PNG without an alpha channel (flatten it on an opaque background) and build again"
        let subject = icon.label
        if let count = icon.transparentPixels, count > 0 {
            return context.finding(
                "\(what) has \(count) transparent pixel\(count == 1 ? "" : "s"); App Store Connect rejects it (ITMS-90717)", fix: fix,
                severity: icon.appearance == nil ? nil : context.parameters.appearanceSeverity, subject: subject,
                class: MessageClass.transparentPixels)
        }
        guard icon.hasAlphaChannel, !icon.flaggedOpaque else { return nil }
        if icon.transparentPixels == 0 {
            return context.finding(
                "\(what) keeps an alpha channel (its header is not flagged opaque), though no pixel is transparent; uploads through altool, Transporter and fastlane are rejected for the channel (ITMS-90717)",
                fix: fix, severity: context.parameters.opaqueAlphaSeverity, subject: subject, class: MessageClass.opaqueAlpha)
        }
        return context.finding(
            "\(what): its pixels were not decoded (\(icon.notDecoded ?? "not decoded")) and its header does not flag it opaque: not known to pass ITMS-90717",
            fix: "check the 1024 icon's source PNG for transparency (alertpack check on the asset catalog)",
            severity: context.parameters.undecodedSeverity, subject: subject, class: MessageClass.notDecoded)
    }
}
