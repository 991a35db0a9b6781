import Foundation

/// Making the tree of a container: an IPA's central directory as the zip reader holds it to
/// what every unzip reads alike, or a folder walked without following a link.
extension BuiltTree {
    /// The IPA at `path`; throws what the zip reader refuses (naming the IPA), or that it lists
    /// more entries than the limit. Read with the `.ipa` policy: names Info-ZIP's `zip` writes
    /// unflagged, and names that differ only by case (two files on iOS), are read; a file whose
    /// name is not UTF-8 is skipped and named (`BuiltOddNames`).
    static func zip(path: String, limits: BuiltAppLimits) throws(AlertPackError) -> BuiltTree {
        let reader = try ZipReader(path: path, maxEntries: limits.maxEntries, policy: .ipa)
        if reader.exceedsEntryLimit { throw AlertPackError.inFile(path, .bundle(.builtOverEntries(limit: limits.maxEntries))) }
        var items: [Item] = []
        var problems: [BuiltProblem] = []
        var odd = BuiltOddNames()
        items.reserveCapacity(reader.entries.count)
        for entry in reader.entries where !entry.isFolder {
            if entry.undecodableName {
                odd.add(entry.nameBytes)
                continue
            }
            // No name is ever a path on disk here, but one that leaves the container is no part of it.
            let parts = entry.name.split(separator: "/", omittingEmptySubsequences: false)
            if parts.contains("") || parts.contains("..") || parts.contains(".") {
                problems.append(
                    BuiltProblem(path: entry.name, reason: "its name leaves the IPA or is not plain (/ first, //, . or ..); it is not read"))
                continue
            }
            if parts.count - 1 > limits.maxDepth {
                problems.append(BuiltProblem(path: entry.name, reason: "it lies deeper than \(limits.maxDepth) folders; it is not read"))
                continue
            }
            items.append(Item(path: entry.name, size: entry.size, isLink: entry.isSymbolicLink, entry: entry))
        }
        if let refusal = odd.refusal(items: items) { throw AlertPackError.inFile(path, .bundle(refusal)) }
        return BuiltTree(source: .zip(reader), items: items, limits: limits, walkProblems: problems + odd.problems, skippedNames: odd.skipped)
    }

    /// The folder at `root` (an `.app` or an `.xcarchive`), at most `maxFiles` files and
    /// `maxDepth` levels: what lies beyond is a problem, not read. Names that are not UTF-8 are
    /// left out and sorted by `BuiltOddNames` as an IPA's are: the same app gives the same findings.
    static func folder(root: String, limits: BuiltAppLimits) -> BuiltTree {
        var items: [Item] = []
        var problems: [BuiltProblem] = []
        var odd = BuiltOddNames()
        var pending: [(path: String, depth: Int)] = [("", 0)]
        while let (folder, depth) = pending.popLast() {
            guard let listing = SystemName.list(folder.isEmpty ? root : root + "/" + folder) else {
                problems.append(BuiltProblem(path: folder, reason: "the folder cannot be listed"))
                continue
            }
            // A name that is not UTF-8 is sorted as in an IPA (a bundle folder so named is a problem).
            for name in listing.undecodable {
                let bytes = folder.isEmpty ? name.bytes : Array(folder.utf8) + [UInt8(ascii: "/")] + name.bytes
                odd.add(bytes, isFolder: isFolder(Array(root.utf8) + [UInt8(ascii: "/")] + bytes))
            }
            for name in listing.names.sorted() {
                let path = join(folder, name)
                var status = stat()
                guard lstat(root + "/" + path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    if depth + 1 > limits.maxDepth {
                        problems.append(BuiltProblem(path: path, reason: "it lies deeper than \(limits.maxDepth) folders; it is not read"))
                    } else {
                        pending.append((path, depth + 1))
                    }
                case S_IFREG, S_IFLNK:
                    guard items.count < limits.maxFiles else {
                        problems.append(BuiltProblem(path: path, reason: "the app holds more than \(limits.maxFiles) files; no more are read"))
                        return BuiltTree(
                            source: .folder(root: root), items: items, limits: limits, walkProblems: problems + odd.problems,
                            skippedNames: odd.skipped)
                    }
                    items.append(Item(path: path, size: UInt64(status.st_size), isLink: status.st_mode & S_IFMT == S_IFLNK, entry: nil))
                default:
                    continue
                }
            }
        }
        return BuiltTree(
            source: .folder(root: root), items: items, limits: limits, walkProblems: problems + odd.problems, skippedNames: odd.skipped)
    }

    /// Whether the path, whose bytes are not UTF-8, is a folder (not followed when a link).
    private static func isFolder(_ path: [UInt8]) -> Bool {
        var status = stat()
        let found = (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { $0.baseAddress.map { lstat($0, &status) == 0 } ?? false }
        }
        return found && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
}
