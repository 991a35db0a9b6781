import Foundation

/// The files of a built app's container by their path inside it (`Payload/Bark.app/ping.caf`),
/// and a way to read each one as a file on disk: the file itself in a folder, an unpacked copy
/// in a private folder for an IPA. Only what a reader asks for is unpacked, each part within its
/// limit and all of them within the total, so a zip bomb costs no more than the limits.
final class BuiltTree {
    /// A regular file or a symbolic link (never followed) of the container.
    struct Item {
        let path: String
        /// Its size unpacked (as declared by the zip, or on disk).
        let size: UInt64
        let isLink: Bool
        let entry: ZipEntry?
    }

    enum Source {
        case folder(root: String)
        case zip(ZipReader)
    }

    let source: Source
    /// Files and links, in path order.
    let items: [Item]
    private let byPath: [String: Int]
    /// Every folder that holds something, by its path (derived from the files' paths).
    private let childrenByFolder: [String: [String]]
    let limits: BuiltAppLimits
    /// What the walk of a folder left out (over the limits), as problems.
    let walkProblems: [BuiltProblem]
    /// Files left out because their names are not UTF-8, shown with `\xNN` escapes, in path order.
    let skippedNames: [String]
    /// The private folder the parts of an IPA are unpacked into, made on first use.
    private(set) var unpackFolder: String?
    private var unpackedBytes: UInt64 = 0
    private var unpackedCount = 0

    init(source: Source, items: [Item], limits: BuiltAppLimits, walkProblems: [BuiltProblem] = [], skippedNames: [String] = []) {
        self.source = source
        self.items = items.sorted { $0.path < $1.path }
        self.limits = limits
        self.walkProblems = walkProblems
        self.skippedNames = skippedNames.sorted()
        var index: [String: Int] = [:]
        var children: [String: Set<String>] = [:]
        for (position, item) in self.items.enumerated() {
            index[item.path] = position
            // Each folder is listed in its parent once: a parent already known is known up to the root.
            var path = item.path
            var reachedRoot = true
            while let slash = path.lastIndex(of: "/") {
                let parent = String(path[..<slash])
                let (inserted, _) = children[parent, default: []].insert(path)
                if !inserted {
                    reachedRoot = false
                    break
                }
                path = parent
            }
            if reachedRoot { children["", default: []].insert(path) }
        }
        byPath = index
        childrenByFolder = children.mapValues { $0.sorted() }
    }

    func item(_ path: String) -> Item? { byPath[path].map { items[$0] } }

    /// The paths directly inside `folder` ("" for the root), files and folders, in order.
    func children(of folder: String) -> [String] { childrenByFolder[folder] ?? [] }

    func isFolder(_ path: String) -> Bool { childrenByFolder[path] != nil }

    /// Every file below `folder`, in path order: a run of the sorted items, found by bisection
    /// (so that a thousand bundles do not each walk every file).
    func files(under folder: String) -> ArraySlice<Item> {
        let prefix = folder + "/"
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].path < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < items.count && items[end].path.hasPrefix(prefix) { end += 1 }
        return items[low..<end]
    }

    /// Why a part cannot be read as a file, or nil when it can.
    func refusal(_ item: Item, limit: UInt64) -> String? {
        if item.isLink { return "it is a symbolic link, which is not followed" }
        if item.size > limit { return "it is \(item.size) bytes, over the \(limit) bytes read of such a part" }
        if case .zip(let reader) = source {
            let total = limits.totalBytes(ipaSize: UInt64(max(0, reader.file.size)))
            if unpackedBytes + item.size > total {
                return "unpacking it would take the IPA's parts past \(total) bytes together "
                    + "(\(limits.unpackedBytesPerIPAByte) times the IPA's size, at least \(limits.minUnpackedBytes) bytes)"
            }
        }
        return nil
    }

    /// A readable file with the item's bytes: the file itself, or an unpacked copy; why not
    /// (over a limit, a link, a damaged entry) when it cannot be.
    func file(_ item: Item, limit: UInt64) throws(BuiltPartFailure) -> String {
        if let refusal = refusal(item, limit: limit) { throw BuiltPartFailure(refusal) }
        switch source {
        case .folder(let root): return root + "/" + item.path
        case .zip(let reader):
            guard let entry = item.entry else { throw BuiltPartFailure("it has no zip entry") }
            do throws(AlertPackError) {
                let target = try unpackTarget(item.path)
                unpackedBytes += entry.size
                try BuiltFileWriter.write(to: target) { (sink) throws(AlertPackError) in
                    try reader.unpack(entry, limit: entry.size, into: sink)
                }
                return target
            } catch {
                throw BuiltPartFailure(error.message)
            }
        }
    }

    /// The first `count` bytes of the item (fewer when it is shorter); empty for a link.
    func prefix(_ item: Item, count: Int) -> [UInt8] {
        if item.isLink { return [] }
        switch source {
        case .folder(let root):
            guard let file = try? RandomAccessFile(path: root + "/" + item.path) else { return [] }
            var bytes = [UInt8](repeating: 0, count: count)
            bytes.removeSubrange(file.readAvailable(at: 0, into: &bytes)...)
            return bytes
        case .zip(let reader):
            guard let entry = item.entry else { return [] }
            if let quick = BuiltEntryPrefix.read(entry, from: reader.file, count: count) { return quick }
            var bytes: [UInt8] = []
            _ = try? reader.unpack(entry, limit: UInt64(count)) { bytes += $0 }
            return bytes
        }
    }

    /// Where an entry is unpacked: a numbered folder of its own keeps its file name (the sound
    /// rules read names), and no name from the zip is ever a path on disk.
    private func unpackTarget(_ path: String) throws(AlertPackError) -> String {
        let root: String
        if let unpackFolder {
            root = unpackFolder
        } else {
            // Folders left by a run that was killed before it removed its own go first.
            PrivateFolder.removeStale(prefix: "alertpack-built")
            root = try PrivateFolder.makeRegistered(prefix: "alertpack-built")
            unpackFolder = root
        }
        unpackedCount += 1
        let folder = root + "/\(unpackedCount)"
        guard mkdir(folder, 0o700) == 0 else { throw AlertPackError.system("create the folder \(folder)", code: errno) }
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return folder + "/" + (name == "." || name == ".." || name.isEmpty ? "file" : name)
    }
}

/// Why a part of a built app cannot be read, in words (a `BuiltProblem`'s reason).
struct BuiltPartFailure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
