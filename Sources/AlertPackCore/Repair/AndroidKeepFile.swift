import Foundation

/// What `fix` writes so that resource shrinking keeps a raw sound: `@raw/NAME` in the
/// `tools:keep` list of a keep file (`res/raw/keep.xml`), edited as `AndroidKeepFileEdit` edits
/// it (every other byte stays as the user wrote it), written beside itself and renamed in.
package enum AndroidKeepFile {
    /// Adds `entries` to the keep file at `path`, or creates it: written beside itself and renamed
    /// into place (a new one never over a file that appeared meanwhile). A rehearsal writes nothing.
    package static func add(_ entries: [String], at path: String, rehearsal: Bool) throws(AlertPackError) {
        let bytes: [UInt8]
        let existing = AndroidKeepFileEdit.existing(at: path)
        switch existing {
        case .absent: bytes = AndroidKeepFileEdit.new(keeping: entries)
        case .notEditable: throw AlertPackError.work(.keepFileNotEditable(path))
        case .editable(let read):
            guard let edited = AndroidKeepFileEdit.adding(entries, to: read) else { throw AlertPackError.work(.keepFileNotEditable(path)) }
            bytes = edited
        }
        guard !rehearsal else { return }
        let folder = FileName.parent(of: path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw AlertPackError.work(.cannotMake(folder, words: error.localizedDescription))
        }
        let staged = StagedPath.beside(path)
        do throws(AlertPackError) {
            try AtomicFile.write(Data(bytes), to: staged)
            try existing != .absent ? StagedPath.replace(path, with: staged) : StagedPath.move(staged, to: path, removing: nil)
        } catch {
            StagedPath.discard(staged)
            throw error
        }
    }
}
