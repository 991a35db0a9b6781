import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a made set into place whole or not at all: the small icon's densities, a file of the
/// name alertpack made earlier and now removes, `raw/keep.xml`, a web badge. Every replaced or
/// removed file is first kept as a hard link in the staging folder (`backups`); the staged files
/// are then renamed over their targets one by one, and if any step fails, what was done is undone
/// in reverse (the backups renamed back, the new files removed), so the folder is as it was.
/// The backups go with the staging folder once every move succeeded.
struct AndroidNotificationPlacement {
    /// One file put in place.
    struct Move: Sendable {
        /// The staged file; nil removes `target` (a file alertpack made that would shadow the set).
        var staged: String?
        var target: String
        /// Whether a file was at `target` when the run looked.
        var replaces: Bool
        /// Whether the file at `target` is still the one the run judged replaceable (it may have
        /// changed meanwhile); asked just before it is replaced.
        var stillReplaceable: @Sendable (String) -> Bool
    }

    var backups: String
    private var done: [(target: String, backup: String?, placed: ino_t?)] = []
    /// Folders the moves made (a new density's), removed again on failure if still empty.
    private var madeFolders: [String] = []

    init(backups: String) {
        self.backups = backups
    }

    /// Does every move, or none: on failure the ones done are undone and the error thrown, or
    /// `notRestored` naming what could not be undone (its backups are then kept).
    mutating func apply(_ moves: [Move]) throws(AlertPackError) {
        do {
            try FileManager.default.createDirectory(atPath: backups, withIntermediateDirectories: true)
        } catch {
            throw AlertPackError.work(.cannotMake(backups, words: error.localizedDescription))
        }
        for (index, move) in moves.enumerated() {
            do throws(AlertPackError) {
                try place(move, backup: backups + "/\(index)")
            } catch {
                let lost = undo()
                guard lost.isEmpty else { throw AlertPackError.work(.notRestored(lost, backups: backups)) }
                throw error
            }
        }
    }

    private mutating func place(_ move: Move, backup: String) throws(AlertPackError) {
        let folder = FileName.parent(of: move.target)
        if !folder.isEmpty && !AndroidNotificationResFolder.isFolder(folder) {
            var missing = folder
            while !missing.isEmpty && !AndroidNotificationResFolder.isFolder(missing) {
                madeFolders.append(missing)
                missing = FileName.parent(of: missing)
            }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw AlertPackError.work(.cannotMake(folder, words: error.localizedDescription))
            }
        }
        var kept: String?
        if move.replaces {
            guard move.stillReplaceable(move.target) else { throw AlertPackError.work(.notMadeByAlertpack([move.target])) }
            guard link(move.target, backup) == 0 else { throw AlertPackError.system("keep a copy of \(move.target)", code: errno) }
            kept = backup
        }
        guard let staged = move.staged else {
            guard unlink(move.target) == 0 else {
                let failure = errno
                unlink(backup)
                throw AlertPackError.system("remove \(move.target)", code: failure)
            }
            done.append((move.target, kept, nil))
            return
        }
        if move.replaces {
            guard rename(staged, move.target) == 0 else {
                let failure = errno
                unlink(backup)
                throw AlertPackError.system("replace \(move.target)", code: failure)
            }
        } else {
            // A hard link never replaces a file that appeared since the run looked.
            guard link(staged, move.target) == 0 else {
                throw errno == EEXIST ? AlertPackError.work(.alreadyExists(move.target)) : AlertPackError.system("write \(move.target)", code: errno)
            }
            unlink(staged)
        }
        var status = stat()
        done.append((move.target, kept, lstat(move.target, &status) == 0 ? status.st_ino : nil))
    }

    /// Undoes the moves done, last first; returns the targets that could not be put back.
    private mutating func undo() -> [String] {
        var lost: [String] = []
        for (target, backup, placed) in done.reversed() {
            if let backup {
                if rename(backup, target) != 0 { lost.append(target) }
                continue
            }
            // A new file is removed only while it is still the one this run put there.
            var status = stat()
            if let placed, lstat(target, &status) == 0, status.st_ino == placed, unlink(target) != 0 { lost.append(target) }
        }
        done = []
        for folder in madeFolders.sorted(by: { $0.utf8.count > $1.utf8.count }) { rmdir(folder) }
        madeFolders = []
        return lost
    }
}
