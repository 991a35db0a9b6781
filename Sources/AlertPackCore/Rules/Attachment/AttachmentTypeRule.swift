/// `attachment.type`: the content is a type UNNotificationAttachment takes.
package struct AttachmentTypeRule: AttachmentRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var allowed: [String]
        package var unlisted: [String]

        package init(_ preset: inout ParameterReader) {
            allowed = preset.list("allowed", "content formats UNNotificationAttachment's table lists")
            unlisted = preset.list("unlisted", "formats iOS reads elsewhere but the table does not list (reported as a warning)")
        }
    }

    package static let description = RuleDescription(
        id: "attachment.type", name: "Attachment type", defaultSeverity: .error,
        summary:
            "An attachment whose content is no type UNNotificationAttachment takes: audio AIFF, WAV, MP3, MPEG-4 audio; images JPEG, GIF, PNG; movies MPEG, MPEG-2, MPEG-4, AVI.",
        rationale:
            "The system validates an attachment before it shows it: a local notification with an attachment of another type is not scheduled at all (attachmentUnrecognizedType), and a remote one shows without it. The type is judged by content, never by name. WebP, HEIC and QuickTime are not in Apple's table and are reported not to show: a warning.",
        source: "ATT-01, ATT-04, ATT-2026 (UNNotificationAttachment, table 1)",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/attachments/notes.txt", saying: "the content is text, which a", as: .error, via: .attachment),
            .fires("Samples/attachments/photo.webp", saying: "table does not list; it is", as: .warning, via: .attachment),
            .silent("Samples/attachments/photo.jpg", via: .attachment),
        ])

    package func check(_ attachment: AttachmentSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let facts = attachment.facts
        let kinds = "JPEG, GIF or PNG for an image; AIFF, WAV, MP3 or M4A for audio; MP4, MPEG or AVI for a movie"
        guard let format = facts.format else {
            // A file that cannot be opened is attachment.corrupt's to report.
            guard attachment.inspection.problem == nil else { return [] }
            return [
                context.finding(
                    "the content is \(facts.content ?? "of no known kind"), which a notification attachment cannot be",
                    fix: "convert it to one of the types attachments take: \(kinds)")
            ]
        }
        if context.parameters.allowed.contains(format.rawValue) { return [] }
        if context.parameters.unlisted.contains(format.rawValue) {
            return [
                context.finding(
                    "the content is \(format.shown), which UNNotificationAttachment's table does not list; it is reported not to show",
                    fix: "convert it to \(format.category == .movie ? "MP4" : format.category == .audio ? "M4A" : "JPEG or PNG")",
                    severity: min(context.severity, .warning))
            ]
        }
        return [context.finding("the content is \(format.shown), which the preset does not allow as an attachment", fix: "convert it to \(kinds)")]
    }
}
