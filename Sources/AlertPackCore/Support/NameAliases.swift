import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files whose names are not UTF-8, made reachable by string: each gets a symbolic link with a
/// UTF-8 name in a private folder (`PrivateFolder`: `$TMPDIR/alertpack-UID/names-PID-XXXXXX/`), pointing at its real bytes,
/// so that every reader, libsndfile, libpng and ffmpeg open it as they open any file. Reports
/// name it as the user knows it, escaped (`caf\xE9.wav`): `display` and `rename` turn a link
/// path back into that name. The folder goes when the process ends, or, if it was killed, with
/// the next run.
///
/// A run owns one table and hands it on as a value (the reference is shared): the command line
/// makes it for the arguments (`RunContext.aliases`), the configuration carries it
/// (`CheckConfiguration.aliases`) to discovery, which fills it, and to everything that names or
/// opens what discovery found. Two tables never see each other's aliases.
package final class NameAliases: @unchecked Sendable {
    /// An empty table; its folder is made with its first alias.
    package init() {}

    private let lock = NSLock()
    private var folder: String?
    /// Link path → the name shown (escaped), and back.
    private var displayByLink: [String: String] = [:]
    private var linkByDisplay: [String: String] = [:]
    /// Target (absolute, as bytes) → link: one link per file, however its name is shown (two
    /// names can be shown alike: `caf\xE9` escapes the byte E9 and is also a name of 7 letters).
    private var linkByTarget: [[UInt8]: String] = [:]
    private var counter = 0

    /// Whether any alias was made (nothing to rename otherwise).
    package var isEmpty: Bool { lock.withLock { displayByLink.isEmpty } }

    /// A link to `raw` (the file's path as bytes) shown as `display`; nil when it cannot be made.
    /// The link keeps the name's extension, so a set folder or a sound stays one by its name.
    package func alias(raw: [UInt8], display: String) -> String? {
        // A relative path would be taken relative to the link's own folder: anchor it here.
        let absolute = raw.first == UInt8(ascii: "/") ? raw : Array(FileManager.default.currentDirectoryPath.utf8) + [UInt8(ascii: "/")] + raw
        return lock.withLock {
            if let link = linkByTarget[absolute] { return link }
            guard let folder = makeFolder() else { return nil }
            counter += 1
            let ext = FileName.extension(of: display)
            let link = folder + "/\(counter)" + (ext.isEmpty ? "" : "." + ext)
            let target = absolute.map { CChar(bitPattern: $0) } + [0]
            guard symlink(target, link) == 0 else { return nil }
            displayByLink[link] = display
            linkByDisplay[display] = link
            linkByTarget[absolute] = link
            return link
        }
    }

    /// `path` as the user knows it: a link path, or a path below one, with the link replaced by
    /// the escaped name.
    package func display(_ path: String) -> String {
        lock.withLock {
            guard !displayByLink.isEmpty,
                let folder = [folder, adoptedFolder].compactMap({ $0 }).first(where: { path.hasPrefix($0 + "/") })
            else { return path }
            // Every link lies directly in the folder (one below a linked folder points through
            // it), so the first name after the folder is the whole story.
            let rest = path.dropFirst(folder.count + 1)
            let name = rest.prefix { $0 != "/" }
            guard let shown = displayByLink[folder + "/" + name] else { return path }
            return shown + rest.dropFirst(name.count)
        }
    }

    /// `path` (bytes) with the alias it starts with, if any, replaced by the alias's target (the
    /// file's real bytes, absolute): what the path names, for `PathKey`. Nil when it is no alias.
    package func target(of path: [UInt8]) -> [UInt8]? {
        let slash = UInt8(ascii: "/")
        let link: String? = lock.withLock {
            guard let folder = [folder, adoptedFolder].compactMap({ $0 }).first(where: { path.starts(with: Array($0.utf8) + [slash]) })
            else { return nil }
            let name = path.dropFirst(folder.utf8.count + 1).prefix { $0 != slash }
            guard let name = String(validating: name, as: UTF8.self), displayByLink[folder + "/" + name] != nil else { return nil }
            return folder + "/" + name
        }
        guard let link else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        return buffer[..<count].map { UInt8(bitPattern: $0) } + path.dropFirst(link.utf8.count)
    }

    /// `text` with every link path in it shown as the user knows it (messages and fixes).
    package func rename(_ text: String) -> String {
        let folders = lock.withLock { [folder, adoptedFolder].compactMap { $0 } }
        guard folders.contains(where: { text.contains($0 + "/") }) else { return text }
        var result = text
        for (link, shown) in lock.withLock({ displayByLink }).sorted(by: { $0.key.count > $1.key.count }) {
            result = result.replacingOccurrences(of: link, with: shown)
        }
        return result
    }

    /// The path to open for a name as shown (the reverse of `display`), or the name itself.
    package func openPath(_ shown: String) -> String {
        lock.withLock {
            if let link = linkByDisplay[shown] { return link }
            // Below a linked folder: the longest shown prefix that is a folder's display name.
            for (display, link) in linkByDisplay.sorted(by: { $0.key.count > $1.key.count }) where shown.hasPrefix(display + "/") {
                return link + shown.dropFirst(display.count)
            }
            return shown
        }
    }

    /// Whether `shown` names a file reached through an alias (it cannot be copied under its
    /// own name into a package or a converted output).
    package func isAliased(_ shown: String) -> Bool {
        openPath(shown) != shown
    }

    /// The table of aliases (link, name shown), for a supervised child to adopt: it is given the
    /// link paths as arguments and must name them as the supervisor does.
    package func table() -> [UInt8] {
        lock.withLock {
            displayByLink.sorted { $0.key < $1.key }.flatMap { Array($0.key.utf8) + [0] + Array($0.value.utf8) + [0] }
        }
    }

    /// Adopts a supervisor's table (the links stay the supervisor's, removed when it ends).
    package func adopt(_ table: [UInt8]) {
        let fields = table.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        lock.withLock {
            for index in stride(from: 0, to: fields.count - 1, by: 2) where !fields[index].isEmpty {
                displayByLink[fields[index]] = fields[index + 1]
                linkByDisplay[fields[index + 1]] = fields[index]
                if folder == nil { adoptedFolder = FileName.parent(of: fields[index]) }
            }
        }
    }

    /// The supervisor's folder, whose links a child knows by adoption.
    private var adoptedFolder: String?

    private func makeFolder() -> String? {
        if let folder { return folder }
        PrivateFolder.removeStale(prefix: "names")
        guard let path = try? PrivateFolder.makeRegistered(prefix: "names") else { return nil }
        folder = path
        Self.madeFolders.add(path)
        return path
    }

    /// The folders every table of this process made, removed when it exits. `atexit` takes a C
    /// function, which can hold no table: this list of folders, not any table, is what it reaches.
    private static let madeFolders = MadeFolders()

    private final class MadeFolders: @unchecked Sendable {
        private let lock = NSLock()
        private var folders: [String] = []

        func add(_ folder: String) {
            let first = lock.withLock {
                folders.append(folder)
                return folders.count == 1
            }
            if first { atexit { NameAliases.madeFolders.removeAll() } }
        }

        func removeAll() {
            for folder in lock.withLock({ folders }) { try? FileManager.default.removeItem(atPath: folder) }
        }
    }
}
