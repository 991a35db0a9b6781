/// An attachment whose content is no type UNNotificationAttachment takes: audio AIFF, WAV, MP3, MPEG-4 audio;
/// images JPEG, GIF, PNG; movies MPEG, MPEG-2, MPEG-4, AVI.
///
/// The system validates an attachment before it shows it: a local notification with an attachment of another
/// type is not scheduled at all (attachmentUnrecognizedType), and a remote one shows without it. The type is
/// judged by content, never by name. WebP, HEIC and QuickTime are not in Apple's table and are reported not
/// to show: a warning.
///
/// - Rule: attachment.type
/// - Name: Attachment type
/// - Source: ATT-01, ATT-04, ATT-2026 (UNNotificationAttachment, table 1)
/// - Parameter allowed (list): content formats UNNotificationAttachment's table lists
/// - Parameter unlisted (list): formats iOS reads elsewhere but the table does not list (reported at
///   unlistedSeverity)
/// - Parameter unlistedSeverity (severity): highest severity for an unlisted format
/// - Class unknown-content: content of no attachment type
/// - Class unlisted: a type UNNotificationAttachment does not list
/// - Class not-allowed: a type the preset does not allow
/// - Fires on: Samples/attachments/notes.txt via attachment, saying “the content is text, which a” (error)
/// - Fires on: Samples/attachments/photo.webp via attachment, saying “table does not list; it is” (warning)
/// - Silent on: Samples/attachments/photo.jpg via attachment
package struct AttachmentTypeRule: AttachmentRule {
    package func check(_ attachment: AttachmentSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let facts = attachment.facts
        let kinds = "JPEG, GIF or PNG for an image; AIFF, WAV, MP3 or M4A for audio; MP4, MPEG or AVI for a movie"
        guard let format = facts.format else {
            // A file that cannot be opened is attachment.corrupt's to report.
            guard attachment.inspection.problem == nil else { return [] }
            return [
                context.finding(
                    "the content is \(facts.content ?? "of no known kind"), which a notification attachment cannot be",
                    fix: "convert it to one of the types attachments take: \(kinds)", class: MessageClass.unknownContent)
            ]
        }
        if context.parameters.allowed.contains(format.rawValue) { return [] }
        if context.parameters.unlisted.contains(format.rawValue) {
            return [
                context.finding(
                    "the content is \(format.shown), which UNNotificationAttachment's table does not list; it is reported not to show",
                    fix: "convert it to \(format.category == .movie ? "MP4" : format.category == .audio ? "M4A" : "JPEG or PNG")",
                    severity: min(context.severity, context.parameters.unlistedSeverity), class: MessageClass.unlisted)
            ]
        }
        return [
            context.finding(
                "the content is \(format.shown), which the preset does not allow as an attachment", fix: "convert it to \(kinds)",
                class: MessageClass.notAllowed)
        ]
    }
}
