/// `attachment.corrupt`: the file is whole and readable.
package struct AttachmentCorruptRule: AttachmentRule {
    package init() {}

    package static let description = RuleDescription(
        id: "attachment.corrupt", name: "Damaged attachment", defaultSeverity: .error,
        summary:
            "An attachment that cannot be read, or whose structure is damaged: a JPEG without its end, a GIF without its trailer, an MP3 cut inside a frame, an MP4 without its movie box.",
        rationale:
            "The system validates attachments before it shows them, and a corrupt one (attachmentCorrupt) makes a local notification fail to schedule. A download cut off part way is the usual cause. Checked from the structure (markers, blocks, frames, boxes); a PNG is decoded in full.",
        source: "ATT-04, ATT-05 (UNNotificationAttachment; UNError.Code.attachmentCorrupt)",
        examples: [
            .fires("Samples/attachments/cut.jpg", saying: "inside the compressed image data: the", as: .error, via: .attachment),
            .silent("Samples/attachments/photo.jpg", via: .attachment),
        ])

    package func check(_ attachment: AttachmentSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let problem = attachment.inspection.problem else { return [] }
        let what = attachment.facts.format.map { "a damaged \($0.shown) file" } ?? "cannot be read"
        return [context.finding("\(what): \(problem)", fix: "replace it with a whole copy (download it again, or export it again)")]
    }
}
