import Foundation
import ZIPFoundation

/// Zip files of packages: written with sorted entries, fixed times and permissions (so two runs
/// give the same bytes), and read back safely (no entry may leave the folder it unpacks into).
public enum PackageArchive {
    public static func write(folder: String, to zip: String) throws(FormatError) {
        OutputFile.removeStaleTemporaries(besides: zip)
        let temporary = URL(fileURLWithPath: zip).deletingLastPathComponent()
            .appendingPathComponent(OutputFile.temporaryName(for: URL(fileURLWithPath: zip).lastPathComponent))
        try? FileManager.default.removeItem(at: temporary)
        do {
            let archive = try Archive(url: temporary, accessMode: .create)
            for file in PackageFolder.files(below: folder).files {
                let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
                try archive.addEntry(
                    with: file, type: .file, uncompressedSize: Int64(data.count), modificationDate: PackageFolder.fixedDate,
                    permissions: 0o644, compressionMethod: .deflate
                ) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FormatError("cannot write \(zip): \(error.localizedDescription)")
        }
        guard rename(temporary.path, zip) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw FormatError("cannot write \(zip): \(String(cString: strerror(errno)))")
        }
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
        let hasEnd = tailLength >= 22 && (0...(tailLength - 22)).contains { tail[$0] == 0x50 && tail[$0 + 1] == 0x4B && tail[$0 + 2] == 0x05 && tail[$0 + 3] == 0x06 }
        return hasEnd ? "its central directory is damaged" : "its end (the central directory) is missing: the zip is truncated or was never finished"
    }

    /// The largest manifest.json unpacked (a package of thousands of assets stays far below).
    static let maxManifestBytes = 16 << 20
    /// Bytes an entry may hold past what the manifest declares: enough to see that it changed.
    static let sizeSlack: Int64 = 1

    /// Unpacks a package zip into `folder`; refuses absolute paths, `..`, links and duplicate
    /// names. Work follows the manifest, not the zip's claims: manifest.json is unpacked first
    /// (up to 16 MiB); an entry it lists is unpacked no further than its declared size plus a
    /// byte (a longer one then fails its size and hash); an entry it does not list, or any entry
    /// when there is no readable manifest, is left as an empty file that `verify` reports as
    /// extra. A zip bomb therefore costs at most the sizes the manifest declares.
    public static func extract(_ zip: String, into folder: String) throws(FormatError) {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: zip), accessMode: .read)
        } catch {
            throw FormatError("\(zip) is not a readable zip file: \(diagnose(zip)); build the package again with `alertpack package --zip`")
        }
        var seen = Set<String>()
        var entries: [Entry] = []
        for entry in archive {
            let path = entry.path
            if let problem = PackagePaths.problem(with: path) { throw FormatError("\(zip): entry \(path) \(problem)") }
            guard entry.type != .symlink else { throw FormatError("\(zip): entry \(path) is a symbolic link") }
            guard seen.insert(path).inserted else { throw FormatError("\(zip): entry \(path) appears twice") }
            if entry.type != .directory { entries.append(entry) }
        }
        var declared: [String: Int64] = [:]
        if let manifest = entries.first(where: { $0.path == PackageManifest.fileName }) {
            let data = try unpack(manifest, of: archive, zip: zip, into: folder, limit: Int64(maxManifestBytes))
            if let entries = try? PackageManifest.read(data).entries {
                for entry in entries { declared[entry.path] = entry.size }
            }
        }
        for entry in entries where entry.path != PackageManifest.fileName {
            if let size = declared[entry.path] {
                _ = try unpack(entry, of: archive, zip: zip, into: folder, limit: max(0, size) + sizeSlack, keep: false)
            } else {
                try create(folder + "/" + entry.path, zip: zip)
            }
        }
    }

    /// Unpacks one entry as it streams, stopping at `limit` bytes; returns its bytes if `keep`.
    private static func unpack(
        _ entry: Entry, of archive: Archive, zip: String, into folder: String, limit: Int64, keep: Bool = true
    ) throws(FormatError) -> Data {
        let target = folder + "/" + entry.path
        try create(target, zip: zip)
        guard let handle = FileHandle(forWritingAtPath: target) else { throw FormatError("\(zip): cannot unpack \(entry.path)") }
        defer { try? handle.close() }
        var written: Int64 = 0
        var kept = Data()
        struct Enough: Error {}
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                let room = limit - written
                let part = chunk.count > room ? chunk.prefix(Int(room)) : chunk
                try handle.write(contentsOf: part)
                if keep { kept.append(part) }
                written += Int64(part.count)
                if written >= limit && chunk.count >= Int(room) { throw Enough() }
            }
        } catch is Enough {
            // Longer than declared: what was written is enough for verify to see it changed.
        } catch {
            throw FormatError("\(zip): cannot unpack \(entry.path): \(error.localizedDescription)")
        }
        return kept
    }

    private static func create(_ path: String, zip: String) throws(FormatError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw FormatError("\(zip): cannot unpack \(url.lastPathComponent): \(error.localizedDescription)")
        }
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw FormatError("\(zip): cannot unpack \(url.lastPathComponent)")
        }
    }
}

/// The rule every path in a package obeys: relative, with no `..`, no empty or `.` parts.
public enum PackagePaths {
    /// Why `path` may not be used inside a package, or nil when it is fine.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") || path.hasPrefix("\\") { return "is absolute" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") { return "leaves the package (..)" }
        if parts.dropLast().contains("") || parts.contains(".") { return "is not a plain relative path" }
        if path.contains("\\") || path.contains("\0") { return "contains a backslash or NUL" }
        return nil
    }
}
