/// An attachment that cannot be read, or whose structure is damaged: a JPEG without its end, a GIF without
/// its trailer, an MP3 cut inside a frame, an MP4 without its movie box.
///
/// The system validates attachments before it shows them, and a corrupt one (attachmentCorrupt) makes a local
/// notification fail to schedule. A download cut off part way is the usual cause. Checked from the structure
/// (markers, blocks, frames, boxes); a PNG is decoded in full.
///
/// - Rule: attachment.corrupt
/// - Name: Damaged attachment
/// - Source: ATT-04, ATT-05 (UNNotificationAttachment; UNError.Code.attachmentCorrupt)
/// - Fires on: Samples/attachments/cut.jpg via attachment, saying “inside the compressed image data: the”
///   (error)
/// - Silent on: Samples/attachments/photo.jpg via attachment
package struct AttachmentCorruptRule: AttachmentRule {
    package func check(_ attachment: AttachmentSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let problem = attachment.inspection.problem else { return [] }
        let what = attachment.facts.format.map { "a damaged \($0.shown) file" } ?? "cannot be read"
        return [context.finding("\(what): \(problem)", fix: "replace it with a whole copy (download it again, or export it again)")]
    }
}
