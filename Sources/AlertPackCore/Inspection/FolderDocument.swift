import Foundation

/// An asset that is a folder with a small JSON document in it (an asset catalog set's
/// Contents.json, an Icon Composer document's icon.json), read the same way for each: the
/// folder's visible names, and the document's bytes or why they cannot be read, in the words
/// reports use.
enum FolderDocument {
    /// The names in `folder`, hidden ones left out, sorted. A name that is not UTF-8 is kept,
    /// escaped, so it is reported (as unassigned, or as a missing layer) rather than dropped.
    static func visibleNames(in folder: String) -> [String] {
        let listing = SystemName.list(folder)
        return ((listing?.names ?? []) + (listing?.undecodable.map(\.escaped) ?? [])).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The document's bytes, or the problem: "NAME is missing", "NAME cannot be read: why",
    /// "NAME is not read: why" (not text).
    static func bytes(path: String, name: String, maxBytes: Int) -> (bytes: [UInt8]?, problem: String?) {
        // A dangling link is not "missing": opening it says what is wrong.
        guard FileManager.default.fileExists(atPath: path) || isLink(path) else { return (nil, "\(name) is missing") }
        let bytes: [UInt8]
        do throws(AlertPackError) {
            bytes = try RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: name)
        } catch {
            return (nil, "\(name) cannot be read: \(error.message)")
        }
        if let problem = TextGuard.problem(in: bytes) { return (nil, "\(name) is not read: \(problem)") }
        return (bytes, nil)
    }

    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
