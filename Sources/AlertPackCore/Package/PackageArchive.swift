import Foundation
import ZIPFoundation

/// Zip files of packages: written with sorted entries, fixed times and permissions (so two runs
/// give the same bytes), and read back safely (no entry may leave the folder it unpacks into).
public enum PackageArchive {
    public static func write(folder: String, to zip: String) throws(FormatError) {
        let temporary = URL(fileURLWithPath: zip).deletingLastPathComponent()
            .appendingPathComponent(".\(URL(fileURLWithPath: zip).lastPathComponent).tmp-\(getpid())")
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

    /// Unpacks a zip into `folder`; refuses absolute paths, `..`, links and duplicate names.
    public static func extract(_ zip: String, into folder: String) throws(FormatError) {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: zip), accessMode: .read)
        } catch {
            throw FormatError("\(zip) is not a readable zip file: \(error.localizedDescription)")
        }
        var seen = Set<String>()
        for entry in archive {
            let path = entry.path
            if let problem = PackagePaths.problem(with: path) { throw FormatError("\(zip): entry \(path) \(problem)") }
            guard entry.type != .symlink else { throw FormatError("\(zip): entry \(path) is a symbolic link") }
            guard seen.insert(path).inserted else { throw FormatError("\(zip): entry \(path) appears twice") }
            if entry.type == .directory { continue }
            let target = URL(fileURLWithPath: folder + "/" + path)
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                _ = try archive.extract(entry, to: target)
            } catch {
                throw FormatError("\(zip): cannot unpack \(path): \(error.localizedDescription)")
            }
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
