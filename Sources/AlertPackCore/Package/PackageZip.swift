import Foundation

/// What `verify` may unpack from one zip: past either limit the package is not unpacked and
/// `package.too-large` says why (preset values of that rule).
package struct UnpackBudget: Sendable, Equatable {
    /// Entries the zip may hold, folders included.
    package var maxEntries: Int
    /// Bytes the manifest may declare for the files it lists, together.
    package var maxBytes: Int64

    package static let unlimited = UnpackBudget(maxEntries: .max, maxBytes: .max)

    package init(maxEntries: Int, maxBytes: Int64) {
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
    }

    /// The budget of a configuration's rules (`package.too-large`); none when the rule is off.
    package init(rules: RuleBook) {
        guard let limits = rules.packageBudget else {
            self = .unlimited
            return
        }
        self.init(maxEntries: limits.maxEntries, maxBytes: Int64(limits.maxBytes))
    }
}

/// A package zip as `verify` reads it, through our own `ZipReader`: the structure is held to what
/// every common unzip reads the same way before anything is unpacked (docs/architecture.md says
/// why not ZIPFoundation). Work then follows the manifest, not the zip's claims: manifest.json is
/// unpacked first (up to `maxManifestBytes`); the entries are checked (no absolute paths, `..`, links) against
/// the budget before anything else is written; an entry the manifest lists is unpacked no further
/// than its declared size plus a byte (a longer one then fails its size and hash; one within it
/// is unpacked whole and its CRC-32 checked); an entry it does not list, or any entry when there
/// is no readable manifest, is checked whole without being kept, and left as an empty file that
/// `verify` reports as extra. A zip bomb therefore costs at most the sizes the manifest and the
/// zip declare, within the budget.
package struct PackageZip {
    /// The largest manifest.json read (about 700 bytes an asset: 100,000 assets, the entry
    /// budget, stay below); `package` never writes a larger one.
    package static let maxManifestBytes = 128 << 20
    /// The most central directory entries read at all, whatever a preset allows (about 100 MB of
    /// bookkeeping); `package.too-large`'s maxEntries applies below it.
    package static let maxEntriesRead = 500_000
    /// Bytes an entry may hold past what the manifest declares: enough to see that it changed.
    static let sizeSlack: Int64 = 1

    package let path: String
    private let reader: ZipReader

    package init(path: String) throws(AlertPackError) {
        self.path = path
        do {
            reader = try ZipReader(path: path, maxEntries: Self.maxEntriesRead)
        } catch {
            // A file that is no zip at all is described by what it is; a damaged one by the reader.
            let notAZip = error.message.contains("it has no end record") || error.message.contains("shorter than the smallest zip")
            throw notAZip
                ? AlertPackError.packaging(.packageNotZip(path, diagnosis: PackageArchive.diagnose(path)))
                : AlertPackError.packaging(.packageZipDamaged(error))
        }
    }

    /// Unpacks manifest.json into `folder`; its bytes, or nil when the zip has none (or holds
    /// more entries than are read at all).
    package func unpackManifest(into folder: String) throws(AlertPackError) -> Data? {
        guard let entry = reader.entries.first(where: { $0.name == PackageManifest.fileName }) else { return nil }
        guard !entry.isSymbolicLink else { throw AlertPackError.inFile(path, .packaging(.zipEntry(PackageManifest.fileName, "is a symbolic link"))) }
        guard entry.size <= UInt64(Self.maxManifestBytes) else {
            throw AlertPackError.inFile(path, .packaging(.manifestEntryOverLimit(bytes: entry.size, limit: Self.maxManifestBytes)))
        }
        return try unpack(entry, into: folder, limit: UInt64(Self.maxManifestBytes), keep: true)
    }

    /// Unpacks every other entry into `folder` (listed ones up to their `declared` sizes, the
    /// rest as empty files). Returns why the zip is over `budget` instead, having unpacked
    /// nothing; throws for an entry no package may hold.
    package func unpackEntries(into folder: String, declared: [String: Int64], budget: UnpackBudget) throws(AlertPackError) -> String? {
        let limit = min(budget.maxEntries, Self.maxEntriesRead)
        if reader.exceedsEntryLimit || reader.entries.count > limit {
            return "the zip holds more than \(limit) entries, the most verify unpacks"
        }
        var files: [ZipEntry] = []
        var declaredTotal: Int64 = 0
        for entry in reader.entries {
            let name = ZipReader.shown(entry.nameBytes)
            let plain = entry.isFolder ? String(entry.name.dropLast()) : entry.name
            if let problem = PackagePaths.problem(with: plain) { throw AlertPackError.inFile(path, .packaging(.zipEntry(name, problem))) }
            guard !entry.isSymbolicLink else { throw AlertPackError.inFile(path, .packaging(.zipEntry(name, "is a symbolic link"))) }
            guard !entry.isFolder, entry.name != PackageManifest.fileName else { continue }
            files.append(entry)
            // An entry the manifest does not list is still unpacked (to be checked, not kept): its
            // size as the zip declares it counts against the budget too.
            let size = declared[entry.name] ?? Int64(clamping: entry.size)
            let (sum, overflow) = declaredTotal.addingReportingOverflow(max(0, size))
            declaredTotal = overflow ? .max : sum
        }
        if declaredTotal > budget.maxBytes {
            return "manifest.json declares \(declaredTotal) bytes for the files in the zip, more than the \(budget.maxBytes) verify unpacks"
        }
        for entry in files {
            if let size = declared[entry.name] {
                let (limit, overflow) = max(0, size).addingReportingOverflow(Self.sizeSlack)
                _ = try unpack(entry, into: folder, limit: overflow ? .max : UInt64(limit), keep: false)
            } else if entry.name == PackageSignature.fileName {
                _ = try unpack(entry, into: folder, limit: UInt64(PackageSignature.maxBytes) + 1, keep: false)
            } else {
                // Checked whole (deflate stream, size, CRC-32) and left as an empty file that
                // verify reports as extra.
                try reader.unpack(entry, limit: entry.size) { _ in }
                let handle = try create(folder + "/" + entry.name)
                try? handle.close()
            }
        }
        return nil
    }

    /// Unpacks one entry as it streams, stopping at `limit` bytes; returns its bytes if `keep`.
    private func unpack(_ entry: ZipEntry, into folder: String, limit: UInt64, keep: Bool) throws(AlertPackError) -> Data {
        let handle = try create(folder + "/" + entry.name)
        defer { try? handle.close() }
        var kept = Data()
        try reader.unpack(entry, limit: limit) { (chunk) throws(AlertPackError) in
            do {
                try handle.write(contentsOf: Data(chunk))
            } catch {
                throw AlertPackError.inFile(path, .packaging(.cannotUnpack(ZipReader.shown(entry.nameBytes), words: error.localizedDescription)))
            }
            if keep { kept.append(contentsOf: chunk) }
        }
        return kept
    }

    /// A new file (and its folders) for an entry, opened for writing.
    private func create(_ file: String) throws(AlertPackError) -> FileHandle {
        let url = URL(fileURLWithPath: file)
        let failure = Interruption.shared.creating { () -> String? in
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                return error.localizedDescription
            }
            return FileManager.default.createFile(atPath: file, contents: nil) ? nil : "cannot create it"
        }
        if let failure { throw AlertPackError.inFile(path, .packaging(.cannotUnpack(url.lastPathComponent, words: failure))) }
        guard let handle = FileHandle(forWritingAtPath: file) else {
            throw AlertPackError.inFile(path, .packaging(.cannotUnpack(url.lastPathComponent, words: nil)))
        }
        return handle
    }
}
