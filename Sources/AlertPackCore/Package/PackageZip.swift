import Foundation
import ZIPFoundation

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
        guard rules.isEnabled(PackageTooLargeRule()) else {
            self = .unlimited
            return
        }
        let limits = rules.parameters(of: PackageTooLargeRule())
        self.init(maxEntries: limits.maxEntries, maxBytes: Int64(limits.maxBytes))
    }
}

/// A package zip as `verify` reads it. Work follows the manifest, not the zip's claims:
/// manifest.json is unpacked first (up to 16 MiB); the entries are then listed and checked
/// (no absolute paths, `..`, links or duplicate names) against the budget before anything else
/// is written; an entry the manifest lists is unpacked no further than its declared size plus a
/// byte (a longer one then fails its size and hash); an entry it does not list, or any entry
/// when there is no readable manifest, is left as an empty file that `verify` reports as extra.
/// A zip bomb therefore costs at most the sizes the manifest declares, within the budget.
package struct PackageZip {
    /// The largest manifest.json unpacked (a package of thousands of assets stays far below).
    package static let maxManifestBytes = 16 << 20
    /// Bytes an entry may hold past what the manifest declares: enough to see that it changed.
    static let sizeSlack: Int64 = 1

    package let path: String
    private let archive: Archive

    package init(path: String) throws(AlertPackError) {
        self.path = path
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw AlertPackError(
                "\(path) is not a readable zip file: \(PackageArchive.diagnose(path)); build the package again with `alertpack package --zip`")
        }
    }

    /// Unpacks manifest.json into `folder`; its bytes, or nil when the zip has none.
    package func unpackManifest(into folder: String) throws(AlertPackError) -> Data? {
        guard let entry = archive[PackageManifest.fileName], entry.type == .file else { return nil }
        return try unpack(entry, into: folder, limit: Int64(Self.maxManifestBytes), keep: true)
    }

    /// Unpacks every other entry into `folder` (listed ones up to their `declared` sizes, the
    /// rest as empty files). Returns why the zip is over `budget` instead, having unpacked
    /// nothing; throws for an entry no package may hold.
    package func unpackEntries(into folder: String, declared: [String: Int64], budget: UnpackBudget) throws(AlertPackError) -> String? {
        var seen = Set<String>()
        var files: [Entry] = []
        var declaredTotal: Int64 = 0
        for entry in archive {
            guard seen.count < budget.maxEntries else {
                return "the zip holds more than \(budget.maxEntries) entries, the most verify unpacks"
            }
            let name = entry.path
            if let problem = PackagePaths.problem(with: name) { throw AlertPackError("\(path): entry \(name) \(problem)") }
            guard entry.type != .symlink else { throw AlertPackError("\(path): entry \(name) is a symbolic link") }
            guard seen.insert(name).inserted else { throw AlertPackError("\(path): entry \(name) appears twice") }
            guard entry.type == .file, name != PackageManifest.fileName else { continue }
            files.append(entry)
            if let size = declared[name] {
                let (sum, overflow) = declaredTotal.addingReportingOverflow(max(0, size))
                declaredTotal = overflow ? .max : sum
            }
        }
        if declaredTotal > budget.maxBytes {
            return "manifest.json declares \(declaredTotal) bytes for the files in the zip, more than the \(budget.maxBytes) verify unpacks"
        }
        for entry in files {
            if let size = declared[entry.path] {
                let (limit, overflow) = max(0, size).addingReportingOverflow(Self.sizeSlack)
                _ = try unpack(entry, into: folder, limit: overflow ? .max : limit, keep: false)
            } else {
                try create(folder + "/" + entry.path)
            }
        }
        return nil
    }

    /// Unpacks one entry as it streams, stopping at `limit` bytes; returns its bytes if `keep`.
    private func unpack(_ entry: Entry, into folder: String, limit: Int64, keep: Bool) throws(AlertPackError) -> Data {
        let target = folder + "/" + entry.path
        try create(target)
        guard let handle = FileHandle(forWritingAtPath: target) else { throw AlertPackError("\(path): cannot unpack \(entry.path)") }
        defer { try? handle.close() }
        var written: Int64 = 0
        var kept = Data()
        struct Enough: Error {}
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                let room = limit - written
                let part = Int64(chunk.count) > room ? chunk.prefix(Int(room)) : chunk
                try handle.write(contentsOf: part)
                if keep { kept.append(part) }
                written += Int64(part.count)
                if written >= limit && Int64(chunk.count) >= room { throw Enough() }
            }
        } catch is Enough {
            // Longer than declared: what was written is enough for verify to see it changed.
        } catch {
            throw AlertPackError("\(path): cannot unpack \(entry.path): \(error.localizedDescription)")
        }
        return kept
    }

    private func create(_ file: String) throws(AlertPackError) {
        let url = URL(fileURLWithPath: file)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw AlertPackError("\(path): cannot unpack \(url.lastPathComponent): \(error.localizedDescription)")
        }
        guard FileManager.default.createFile(atPath: file, contents: nil) else {
            throw AlertPackError("\(path): cannot unpack \(url.lastPathComponent)")
        }
    }
}
