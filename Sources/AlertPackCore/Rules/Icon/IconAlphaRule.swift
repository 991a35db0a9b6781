/// Error when the App Store icon has transparent pixels; a warning (opaqueAlphaSeverity) when it only carries
/// an alpha channel or tRNS chunk whose every pixel is opaque. On other slots: a warning for transparent
/// pixels, info (opaqueOtherSlotsSeverity) for a channel whose every pixel is opaque. Says whether any pixel
/// is actually transparent, and names the platform.
///
/// App Store validation rejects a transparent App Store icon (ITMS-90717). Most shipping apps keep an RGBA
/// 1024 icon whose every pixel is opaque and upload it through Xcode, which accepts it; uploads through
/// altool, Transporter and fastlane have been rejected for the alpha channel alone, so teams that upload that
/// way set opaqueAlphaSeverity to error. The HIG asks for no transparency on every iOS and watchOS icon. Only
/// the app's primary icon's App Store image is validated: in a set that an Xcode project checked alongside
/// uses as an alternate icon or as an extension's icon (action extensions' icons are transparent by design),
/// the 1024 image is judged as the other slots are. Dark and tinted variants are not the App Store icon; dark
/// ones are meant to be transparent and are exempt, as are macOS icons (their shapes are their own).
///
/// - Rule: icon.alpha
/// - Name: Icon transparency
/// - Source: ICON-05, ICON-06, ICON-07 (alpha on the App Store icon, both ways)
/// - Parameter opaqueAlphaSeverity (severity): severity for an App Store icon with an alpha channel but no
///   transparent pixel
/// - Parameter otherSlotsSeverity (severity): severity for transparent pixels in icons other than the App
///   Store icon
/// - Parameter opaqueOtherSlotsSeverity (severity): severity for an alpha channel whose every pixel is
///   opaque, on icons other than the App Store icon
/// - Parameter extensionIconSeverity (severity): severity for transparency in an app extension's own icon set
///   (action extensions' are templates)
/// - Parameter exemptAppearances (list): Contents.json appearances allowed to be transparent
/// - Parameter exemptPlatforms (list): platforms whose icons may be transparent
/// - Class opaque-alpha: an alpha channel or tRNS chunk, though no pixel is transparent
/// - Class transparent-pixels: transparent pixels (or pixels not decoded, so not known to be opaque)
/// - Fires on: Samples/icons/Broken.xcassets/AppIcon.appiconset/Icon-1024.png, saying “has an alpha channel”
///   (warning)
/// - Silent on: Samples/icons/SingleSize.xcassets/AppIcon.appiconset/AppIcon-dark.png
/// - Silent on: Samples/icons/Icon-Small@2x.png
package struct IconAlphaRule: ImageRule, RepairableRule {
    package static let repair = alphaRepair

    /// Removing an alpha channel (launch.alpha's too) rewrites the pixels, so it waits for them to read.
    static let alphaRepair = RuleRepair(
        .flatten, order: 4, conflicts: RuleRepair.unreadableImage,
        blockedReason: "its pixels could not be read, so its alpha cannot be removed safely")

    package func check(_ image: ImageSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let facts = image.facts
        let exempt = context.parameters.exemptAppearances
        let exemptPlatforms = context.parameters.exemptPlatforms
        let slots = image.slots.filter {
            $0.kind == .icon && !exempt.contains($0.appearance ?? "") && !exemptPlatforms.contains($0.platform)
        }
        guard !slots.isEmpty, facts.alphaChannel == true || facts.tRNS == true else { return [] }
        let carrier = facts.alphaChannel == true ? "an alpha channel (\(facts.colorType ?? "alpha"))" : "a tRNS transparency chunk"
        let pixels: String
        switch facts.transparentPixels {
        case .some(0): pixels = "though no pixel is transparent"
        case .some(let count): pixels = "and \(count) transparent pixel\(count == 1 ? "" : "s")"
        case .none: pixels = "(pixels not decoded)"
        }
        // An alternate's or an extension's 1024 image is not the App Store icon App Store
        // Connect validates: it is judged as any other slot is.
        let marketing = slots.contains { $0.marketing } && !image.inSecondaryIconSet
        let fix = FixHint.flatten(image.path, transparentPixels: facts.transparentPixels, suggesting: "'#FFFFFF'")
        let transparent = MessageClass.transparentPixels
        if marketing && facts.transparentPixels != 0 {
            return [context.finding("has \(carrier) \(pixels); the App Store icon must have none (ITMS-90717)", fix: fix, class: transparent)]
        }
        if marketing {
            return [
                context.finding(
                    "has \(carrier) \(pixels); Xcode's upload accepts that, but altool, Transporter and fastlane uploads have been rejected for the alpha channel alone (ITMS-90717)",
                    fix: fix, severity: context.parameters.opaqueAlphaSeverity, class: MessageClass.opaqueAlpha)
            ]
        }
        if facts.transparentPixels == 0 {
            // Nothing shows through: the channel is harmless here, and only the App Store
            // icon's channel is looked at on upload. Worth knowing, not worth a warning.
            return [
                context.finding(
                    "has \(carrier), but every pixel is opaque, so nothing shows through; only the App Store icon's alpha channel matters on upload",
                    fix: fix, severity: context.parameters.opaqueOtherSlotsSeverity, class: MessageClass.opaqueAlpha)
            ]
        }
        if image.inExtensionIconSet {
            // An extension's own icon: an action extension's is drawn as a template, so
            // transparency is its design; the App Store never looks at it.
            return [
                context.finding(
                    "has \(carrier) \(pixels); it is an app extension's own icon, which may be transparent by design (action extensions' are templates)",
                    fix: fix, severity: context.parameters.extensionIconSeverity, class: transparent)
            ]
        }
        let platforms = Set(slots.map { Self.platformName($0.platform) }).sorted().joined(separator: " and ")
        return [
            context.finding(
                "has \(carrier) \(pixels); \(platforms) icons should be opaque", fix: fix,
                severity: context.parameters.otherSlotsSeverity, class: transparent)
        ]
    }

    /// The platform as Apple writes it, for messages.
    static func platformName(_ platform: String) -> String {
        switch platform {
        case "ios": return "iOS"
        case "watchos": return "watchOS"
        case "macos": return "macOS"
        case "tvos": return "tvOS"
        case "visionos": return "visionOS"
        default: return platform
        }
    }
}
