import Foundation

/// Zip files of packages: written with sorted entries, fixed times and permissions (so two runs
/// give the same bytes), and the words for a file that is not a zip at all.
package enum PackageArchive {
    /// Writes every file below `folder` into `zip`, streamed, in sorted path order.
    package static func write(folder: String, to zip: String) throws(AlertPackError) {
        let writer = try ZipWriter(target: zip)
        for file in PackageFolder.files(below: folder).files {
            try writer.add(file: folder + "/" + file, as: file)
        }
        try writer.finish()
    }

    /// Why a file is no zip, in a zip's own terms (ZIPFoundation says only "error 13").
    static func diagnose(_ zip: String) -> String {
        guard let file = try? RandomAccessFile(path: zip) else { return "it cannot be opened" }
        if file.size == 0 { return "the file is empty" }
        let start = ContentSniffer.prefix(of: file)
        guard start.starts(with: [0x50, 0x4B, 0x03, 0x04]) || start.starts(with: [0x50, 0x4B, 0x05, 0x06]) else {
            return "it does not start as a zip does (PK\\x03\\x04): it starts with \(SoundInspector.describe(start))"
        }
        // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
        let tailLength = Int(min(file.size, 65_557))
        var tail = [UInt8](repeating: 0, count: tailLength)
        _ = file.readAvailable(at: file.size - Int64(tailLength), into: &tail)
        let hasEnd =
            tailLength >= 22
            && (0...(tailLength - 22)).contains { tail[$0] == 0x50 && tail[$0 + 1] == 0x4B && tail[$0 + 2] == 0x05 && tail[$0 + 3] == 0x06 }
        return hasEnd ? "its central directory is damaged" : "its end (the central directory) is missing: the zip is truncated or was never finished"
    }
}

/// The rule every path in a package obeys: relative, with no `..`, no empty or `.` parts.
package enum PackagePaths {
    /// Why `path` may not be used inside a package, or nil when it is fine.
    package static func problem(with path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") || path.hasPrefix("\\") { return "is absolute" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") { return "leaves the package (..)" }
        if parts.dropLast().contains("") || parts.contains(".") { return "is not a plain relative path" }
        if path.contains("\\") || path.contains("\0") { return "contains a backslash or NUL" }
        return nil
    }
}
