import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What `package` may write, decided before anything is checked or written: an output replaces
/// only what alertpack made (a package folder with our manifest.json, a package zip, a digest
/// file) or an empty folder (`mkdir -p` in a CI script), never a user's folder or file, never an
/// input or a folder that holds one; every output's folder must exist.
package enum PackageOutputs {
    /// Why the outputs of `options` cannot be written for `sources`; empty when they can.
    package static func problems(options: PackageOptions, sources: [String]) -> [String] {
        var problems: [String] = []
        let inputs = sources.map { ($0, AbsolutePath.real($0)) }
        /// The input `path` is, or holds.
        func holdsInput(_ path: String) -> String? {
            guard let target = AbsolutePath.real(path) else { return nil }
            return inputs.first { _, input in input.map { AbsolutePath.isWithin($0, target) } ?? false }?.0
        }

        if let problem = folderProblem(of: options.output, option: "--out") {
            problems.append(problem)
        } else if let source = holdsInput(options.output) {
            problems.append(
                "--out \(options.output) \(source == options.output ? "is" : "holds") the input \(source): package never replaces its own sources; choose another --out"
            )
        } else if let problem = existingFolderProblem(options.output) {
            problems.append(problem)
        }

        if let zip = options.zip {
            if let problem = folderProblem(of: zip, option: "--zip") {
                problems.append(problem)
            } else if let real = AbsolutePath.real(zip), real == AbsolutePath.real(options.output) {
                problems.append("--zip \(zip) is the same path as --out")
            } else if let source = holdsInput(zip) {
                problems.append("--zip \(zip) \(source == zip ? "is" : "holds") the input \(source): choose another --zip")
            } else if let problem = existingZipProblem(zip) {
                problems.append(problem)
            }
        }
        if let digest = options.digestFile {
            if let problem = folderProblem(of: digest, option: "--digest-file") {
                problems.append(problem)
            } else if let source = holdsInput(digest) {
                problems.append("--digest-file \(digest) is the input \(source): choose another --digest-file")
            } else if let problem = existingDigestProblem(digest) {
                problems.append(problem)
            }
        }
        return problems
    }

    /// The output's folder must exist and be a folder.
    private static func folderProblem(of path: String, option: String) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            return "\(option) \(path): the folder \(folder) does not exist; create it first"
        }
        guard isFolder.boolValue else { return "\(option) \(path): \(folder) is not a folder" }
        return nil
    }

    private static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// An existing --out may only be a package folder alertpack made.
    private static func existingFolderProblem(_ path: String) -> String? {
        guard let type = fileType(path) else { return nil }
        switch type {
        case S_IFDIR:
            guard PackageMarker.isPackage(folder: path) || isEmptyFolder(path) else {
                return
                    "--out \(path) is a folder with files in it that is not an alertpack package (it has no manifest.json of ours): package replaces only a package it made, or an empty folder; choose another --out, or empty it yourself"
            }
            return nil
        case S_IFLNK:
            return "--out \(path) is a symbolic link: package replaces only a package folder it made; choose another --out"
        default:
            return "--out \(path) is a file, not a package folder: package replaces only a package folder it made; choose another --out"
        }
    }

    /// Whether `path` is a folder (not a link to one) with nothing in it, hidden files and names
    /// that are not UTF-8 included.
    static func isEmptyFolder(_ path: String) -> Bool {
        guard fileType(path) == S_IFDIR, let listing = SystemName.list(path) else { return false }
        return listing.names.isEmpty && listing.undecodable.isEmpty
    }

    /// An existing --zip may only be a package zip alertpack made.
    private static func existingZipProblem(_ path: String) -> String? {
        guard let type = fileType(path) else { return nil }
        guard type == S_IFREG else {
            return "--zip \(path) exists and is not a regular file: package replaces only a package zip it made; choose another --zip"
        }
        guard let reader = try? ZipReader(path: path, maxEntries: PackageZip.maxEntriesRead),
            reader.entries.contains(where: { $0.name == PackageManifest.fileName })
        else {
            return
                "--zip \(path) exists and is not a package zip (no manifest.json in it): package replaces only a package zip it made; choose another --zip, or remove it yourself"
        }
        return nil
    }

    /// An existing --digest-file may only be a digest alertpack wrote.
    private static func existingDigestProblem(_ path: String) -> String? {
        guard let type = fileType(path) else { return nil }
        guard type == S_IFREG, let data = RandomAccessFile.data(path: path, maxBytes: 256),
            PackageDigest.parse(String(decoding: data, as: UTF8.self)) != nil
        else {
            return "--digest-file \(path) exists and is not a package digest: package replaces only a digest file it wrote; choose another path"
        }
        return nil
    }
}
