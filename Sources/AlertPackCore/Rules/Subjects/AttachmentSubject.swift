/// A file configured as a notification attachment, inspected.
package struct AttachmentSubject: Sendable {
    package var path: String
    package var inspection: AttachmentInspector.Inspection

    package init(path: String, inspection: AttachmentInspector.Inspection) {
        self.path = path
        self.inspection = inspection
    }

    package var facts: AttachmentFacts { inspection.facts }
    package var fileName: String { FileName.last(of: path) }
    package var fileExtension: String { FileName.extension(of: path) }

    /// The name with the extension that names `format`: "photo.jpg" for a JPEG named "photo.png".
    package func renamed(for format: AttachmentFormat) -> String {
        let name = fileName
        let base = fileExtension.isEmpty ? name : String(name.dropLast(fileExtension.count + 1))
        return base + "." + (format.extensions.first ?? "")
    }
}

/// A rule about a notification attachment.
package protocol AttachmentRule: SubjectRule where Subject == AttachmentSubject {}
