import Foundation

/// The resource folder `icons --android-notification` writes into: taken for one only when it
/// looks like one, and searched for every other file that already provides the drawable's name.
///
/// A folder is a resource folder when it holds a `drawable*`, `mipmap*` or `values*` folder, or
/// is a source set's `src/SET/res`; a new or empty folder must be named `res`. Anything else (a
/// typo such as `app/src/main`, a project's root) is refused before a file is written, so the
/// icons never land where Android's build does not look.
enum AndroidNotificationResFolder {
    /// The resource types whose folders say a folder is `res`.
    static let telltaleTypes = ["drawable", "mipmap", "values"]

    /// Throws when `path` is not a folder, or not one Android reads resources from.
    static func check(_ path: String) throws(AlertPackError) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard FileName.last(of: path) == "res" else { throw AlertPackError.work(.resFolderUnnamed(path)) }
            return
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw AlertPackError.work(.outputNotFolder(path)) }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }
        guard !entries.isEmpty else {
            guard FileName.last(of: path) == "res" else { throw AlertPackError.work(.resFolderUnnamed(path)) }
            return
        }
        let typed = entries.contains { entry in
            telltaleTypes.contains { entry == $0 || entry.hasPrefix($0 + "-") } && isFolder(path + "/" + entry)
        }
        guard typed || isSourceSetRes(path) else { throw AlertPackError.work(.resFolderUnrecognised(path)) }
    }

    /// `…/src/SET/res`.
    static func isSourceSetRes(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.count >= 3 && parts[parts.count - 1] == "res" && parts[parts.count - 3] == "src"
    }

    /// Every file of a `drawable` folder (any qualifiers) whose resource name is `name`, but for
    /// `except` (the set's own targets): `NAME.webp` or `NAME.xml` beside a density's PNG (two
    /// files of one name in a folder: Android's build refuses them), a `NAME.9.png`, and any file
    /// of the name in `drawable/`, `drawable-anydpi-v24/` or another qualifier's folder, whose
    /// resource a device would pick instead of (or beside) the new PNGs. Links are listed too:
    /// alertpack never replaces one.
    static func sameName(_ name: String, in res: String, except: Set<String>) -> [String] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: res)) ?? []).filter { folder in
            (folder == "drawable" || folder.hasPrefix("drawable-")) && isFolder(res + "/" + folder)
        }
        var found: [String] = []
        for folder in folders.sorted() {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: res + "/" + folder)) ?? []
            for file in files.sorted() where !file.hasPrefix(".") && file.split(separator: ".", omittingEmptySubsequences: false)[0] == name {
                let path = res + "/" + folder + "/" + file
                if !except.contains(path) { found.append(path) }
            }
        }
        return found
    }

    /// A folder itself, not a link to one.
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
