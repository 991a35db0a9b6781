/// An attachment's extension is missing or names another type than its content (a JPEG named .png, a file
/// with no extension).
///
/// iOS takes an attachment's type from its file name extension: a file with no extension, or `.tmp`, fails
/// with attachmentUnrecognizedType even when the type hint option is set, and content that differs from what
/// the extension says is refused as corrupt. Servers and download code often save media under a generic or
/// wrong name.
///
/// - Rule: attachment.extension
/// - Name: Attachment extension
/// - Source: ATT-07 (openradar 27708555; GetStream/stream-chat-swift#3257)
/// - Class no-extension: no extension
/// - Class wrong-extension: an extension of another type, or of none
/// - Fires on: Samples/attachments/photo-named.png via attachment, saying “JPEG content, but its extension
///   .png” (error)
/// - Fires on: Samples/attachments/download via attachment, saying “JPEG content with no extension: iOS”
///   (error)
/// - Silent on: Samples/attachments/photo.jpg via attachment
package struct AttachmentExtensionRule: AttachmentRule {
    package func check(_ attachment: AttachmentSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let format = attachment.facts.format else { return [] }
        let ext = attachment.fileExtension
        if format.extensions.contains(ext) { return [] }
        let fix = Fix("rename it to \(attachment.renamed(for: format)) (and save downloads under the extension of their content)")
        if ext.isEmpty {
            return [context.finding("\(format.shown) content with no extension: iOS cannot tell its type", fix: fix, class: MessageClass.noExtension)]
        }
        let named = AttachmentFormat.named(byExtension: ext).map { "names \($0.shown)" } ?? "names no attachment type"
        return [context.finding("\(format.shown) content, but its extension .\(ext) \(named)", fix: fix, class: MessageClass.wrongExtension)]
    }
}
