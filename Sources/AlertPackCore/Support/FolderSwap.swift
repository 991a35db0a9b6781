import CFileSystem
import Foundation

/// Replacing a folder alertpack built (a package, an icon set) in one step.
package enum FolderSwap {
    /// Puts `staging` at `target` in one step: an atomic exchange when a previous package is
    /// there (which is then removed), a rename otherwise. A crash at any point leaves either
    /// the previous package or the new one under the target name, never a half one.
    package static func swap(_ staging: String, into target: String) throws(AlertPackError) {
        try swap(staging, into: target, unchanged: nil)
    }

    /// As `swap(_:into:)`; with `unchanged`, the folder being replaced must still be as it was
    /// then (a folder the command merged, such as an icon set): it is compared once it has been
    /// swapped out, when nothing can write into it under the target's name any more, and if
    /// anything in it was added, removed or changed meanwhile, the exchange is undone and
    /// nothing is removed.
    package static func swap(_ staging: String, into target: String, unchanged: FolderSnapshot?) throws(AlertPackError) {
        defer { Interruption.shared.unregister(staging) }
        // An interrupt removes the staging folder entry by entry; an exchange in the middle of
        // that would put a half-removed folder under the target's name. Under the handler's lock
        // the exchange (and its undo) happens wholly before the handler starts, which then
        // removes the previous folder now at the staging name, or not at all: the thread waits
        // for the exit and the target keeps the previous folder. A folder merged with
        // `unchanged` is compared inside the same hold, so an interrupt then waits for that
        // comparison (a listing of the swapped-out folder): accepted, as undoing the exchange
        // half-way would be worse.
        let failure: AlertPackError? = Interruption.shared.creating {
            if FileManager.default.fileExists(atPath: target) {
                guard apk_exchange_paths(staging, target) == 0 else { return AlertPackError.system("replace \(target)", code: errno) }
                if let unchanged, let now = FolderSnapshot.of(staging), now != unchanged {
                    return undo(staging, target, changed: unchanged.changedNames(comparedWith: now))
                }
            } else if rename(staging, target) != 0 {
                return AlertPackError.system("create \(target)", code: errno)
            }
            return nil
        }
        if let failure { throw failure }
        try? FileManager.default.removeItem(atPath: staging)
    }

    /// Puts the folder that changed back under its name (the new one goes back to `staging`,
    /// which its maker removes) and says what changed.
    private static func undo(_ staging: String, _ target: String, changed: [String]) -> AlertPackError {
        guard apk_exchange_paths(staging, target) == 0 else {
            // The previous folder is kept beside the target, outside the staging folder its
            // maker removes.
            let kept = target + ".previous-\(getpid())"
            let place = rename(staging, kept) == 0 ? kept : staging
            return AlertPackError.work(.changedWhileReplaced(target, changed: changed, keptAt: place))
        }
        return AlertPackError.work(.changedWhileMade(target, changed: changed))
    }
}
