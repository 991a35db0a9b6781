import Foundation

/// Which way a notification's cell runs. The system mirrors the whole cell by the device's
/// language: in Arabic, Hebrew, Persian, Urdu (any language ICU writes right to left) the icon
/// sits on the right, the text is set from the right, the timestamp and the thumbnail move to
/// the left. A preview's device language is the language of the rendering; the payload's own
/// words ("base") have none, and there the first strong character of its title, else its
/// subtitle, else its body decides (UAX #9, as the text's own paragraph direction).
enum LayoutDirection {
    /// Whether `content` is drawn in a mirrored cell.
    static func isRightToLeft(_ content: NotificationContent) -> Bool {
        if let language = NotificationLayoutEngine.tag(content.language) { return isRightToLeft(language: language) }
        for (_, text) in content.fields {
            if let rightToLeft = firstStrongIsRightToLeft(text) { return rightToLeft }
        }
        return false
    }

    /// Whether ICU writes `language` (a BCP 47 tag or an `.lproj` name: ar, he, iw, fa, ur,
    /// pa-Arab, ar_SA) right to left.
    static func isRightToLeft(language: String) -> Bool {
        Locale.Language(identifier: language).characterDirection == .rightToLeft
    }

    /// The direction of the first strong character of `text`: true for right to left, false for
    /// left to right, nil when it has none (digits, punctuation, emoji only).
    static func firstStrongIsRightToLeft(_ text: String) -> Bool? {
        if ShapedText.bidiLevels(Array(text.utf16)).rightToLeft { return true }
        return text.unicodeScalars.contains { $0.properties.isAlphabetic } ? false : nil
    }
}
