/// An attachment larger than its kind's limit: 5 MB for audio, 10 MB for images, 50 MB for movies.
///
/// A larger file is refused (attachmentInvalidFileSize) and the notification shows without it. Apple does not
/// say whether a MB is 10^6 or 2^20 bytes, so bytes are counted both ways: over N × 1,048,576 bytes is an
/// error; over N × 1,000,000 but within that, a warning, since it fails if Apple counts in millions. The kind
/// is the content's, as identified by attachment.type.
///
/// - Rule: attachment.size
/// - Name: Attachment size
/// - Source: ATT-01, ATT-09 (UNNotificationAttachment, table 1; the unit is not defined)
/// - Parameter audioMegabytes (number): largest audio attachment, in MB
/// - Parameter imageMegabytes (number): largest image attachment, in MB
/// - Parameter movieMegabytes (number): largest movie attachment, in MB
/// - Parameter ambiguousLimitSeverity (severity): highest severity for a size over the limit only when a MB is
///   10^6 bytes
/// - Class over-limit: over the limit however a MB is counted
/// - Class ambiguous-limit: over the limit only when a MB is 10^6 bytes
/// - Fires on: Tests/Fixtures/attachments/big.gif via attachment, saying “bytes, over the limit of” (error)
/// - Fires on: Tests/Fixtures/attachments/borderline.gif via attachment, saying “MB for images counted as”
///   (warning)
/// - Silent on: Samples/attachments/photo.jpg via attachment
package struct AttachmentSizeRule: AttachmentRule {
    package func check(_ attachment: AttachmentSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let format = attachment.facts.format else { return [] }
        let megabytes: Double
        switch format.category {
        case .audio: megabytes = context.parameters.audioMegabytes
        case .image: megabytes = context.parameters.imageMegabytes
        case .movie: megabytes = context.parameters.movieMegabytes
        }
        let bytes = attachment.facts.bytes
        let binary = Int64(megabytes * 1_048_576)
        let decimal = Int64(megabytes * 1_000_000)
        let limit = "\(PresetValue.number(megabytes).yamlText) MB for \(format.category == .audio ? "audio" : format.category.rawValue + "s")"
        let fix = "make it smaller: \(format.category == .image ? "fewer pixels or frames, or JPEG" : "shorter, or a lower bitrate")"
        if bytes > binary {
            return [
                context.finding(
                    "\(bytes) bytes, over the limit of \(limit) (\(binary) bytes counting a MB as 2^20)", fix: fix, class: MessageClass.overLimit)
            ]
        }
        if bytes > decimal {
            return [
                context.finding(
                    "\(bytes) bytes: within \(limit) counted as 2^20 bytes, over it counted as 10^6 (\(decimal) bytes); Apple does not say which",
                    fix: fix, severity: min(context.severity, context.parameters.ambiguousLimitSeverity),
                    class: MessageClass.ambiguousLimit)
            ]
        }
        return []
    }
}
