import Foundation

/// The one walk below a folder, and what other commands list with it.
extension FileDiscovery {
    /// The app icons below a folder, by name: `NAME.icon` documents and `NAME.appiconset` sets,
    /// each list sorted. Folders only matter here, so a project's dependencies and build
    /// products (folders no app's own icon lives in) are not entered.
    public func appIcons(below folder: String) -> (documents: [String: [String]], sets: [String: [String]]) {
        var documents: [String: [String]] = [:]
        var sets: [String: [String]] = [:]
        var problems: [Problem] = []
        var undecodable: [String] = []
        walk(
            folder: folder, problems: &problems, undecodable: &undecodable,
            wantsUndecodable: { type, _, _ in type == S_IFDIR },
            enterFolder: { path in
                // Xcode names an icon by its folder's name without the extension, as written.
                let name = FileName.last(of: path)
                if name.hasSuffix(".icon") {
                    documents[String(name.dropLast(5)), default: []].append(path)
                    return false
                }
                if ContainerFolder.CatalogSet(folder: name) == .appIcon {
                    sets[ContainerFolder.CatalogSet.appIcon.name(ofFolder: name), default: []].append(path)
                    return false
                }
                return !Self.dependencyFolders.contains(name) && !ContainerFolder.isProject(path)
                    && !ContainerFolder.isCatalogSet(path) && !ContainerFolder.isIconBundle(path) && !ContainerFolder.isBuiltApp(path)
            },
            file: { _, _ in })
        return (documents.mapValues { $0.sorted() }, sets.mapValues { $0.sorted() })
    }

    /// Folders of other people's code and of build products.
    static let dependencyFolders: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData", "build", "Build", "vendor"]

    /// The one walk below a folder, for every command: names in order, hidden names and the
    /// config's ignore patterns skipped, folder symlinks not followed (they can loop, and they
    /// lead outside what was named). A name that is not UTF-8 is reported when it holds what
    /// the walk wants (`wantsUndecodable`: its type, first bytes and escaped path); anything else
    /// is left alone, as it would be. `file` gets each entry that is not a folder, and whether
    /// it is a regular file (or a link to one).
    func walk(
        folder: String, problems: inout [Problem], undecodable: inout [String],
        wantsUndecodable: (mode_t, [UInt8], String) -> Bool, enterFolder: (String) -> Bool, file: (String, Bool) -> Void
    ) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let entries = SystemName.list(folder) else {
            problems.append(Problem(path: folder, kind: .unreadable, message: "cannot list the folder (\(String(cString: strerror(errno))))"))
            return
        }
        // A name that is not UTF-8 is reached through an alias (a link with a UTF-8 name) and
        // then walked like any other; only when no alias can be made is it reported instead.
        for name in entries.undecodable.sorted(by: { $0.escaped < $1.escaped }) where name.bytes.first != UInt8(ascii: ".") {
            guard let (link, type) = alias(name, in: folder, problems: &problems, undecodable: &undecodable, wanted: wantsUndecodable) else {
                continue
            }
            switch type {
            case S_IFDIR:
                if enterFolder(link) {
                    walk(
                        folder: link, problems: &problems, undecodable: &undecodable,
                        wantsUndecodable: wantsUndecodable, enterFolder: enterFolder, file: file)
                }
            case S_IFREG: file(link, true)
            case S_IFLNK where !isDirectory(link): file(link, true)
            case S_IFLNK: break
            default: file(link, false)
            }
        }
        let directory = open(base.isEmpty ? "." : base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if directory >= 0 { close(directory) } }
        // The listing's types are taken as they are wherever lstat could not fail (a folder this
        // process may search, a path within the system's limit): an lstat a file was a third of
        // discovering a folder of 2,000 files. Where the file system gives no type, lstat.
        let searchable = directory >= 0 && faccessat(directory, ".", X_OK, AT_EACCESS) == 0
        for (name, listed) in zip(entries.names, entries.types).sorted(by: { $0.0 < $1.0 }) where !name.hasPrefix(".") {
            let path = base.isEmpty ? name : base + "/" + name
            if ignore.matches(path) { continue }
            guard let type = Self.type(of: path, named: name, listed: searchable ? listed : UInt8(DT_UNKNOWN), in: directory, problems: &problems)
            else { continue }
            if type == S_IFDIR {
                if enterFolder(path) {
                    walk(
                        folder: path, problems: &problems, undecodable: &undecodable,
                        wantsUndecodable: wantsUndecodable, enterFolder: enterFolder, file: file)
                }
            } else if type == S_IFREG || (type == S_IFLNK && !isDirectory(path)) {
                file(path, true)
            } else {
                file(path, false)
            }
        }
    }

    /// An entry's type (`S_IFREG`, `S_IFDIR`, …): the listing's, or else lstat's, through the
    /// open folder when there is one. Not FileManager's attributes, which look up the owner's
    /// and group's names (reading /etc/passwd and /etc/group once per file), and not the whole
    /// path again for every file; a path too long for the system is looked at whole, to fail as
    /// it will when read. Nil when it cannot be looked at (said in `problems`) or is gone.
    private static func type(of path: String, named name: String, listed: UInt8, in directory: Int32, problems: inout [Problem]) -> mode_t? {
        let tooLong = path.utf8.count >= Int(PATH_MAX)
        if listed != UInt8(DT_UNKNOWN) && !tooLong { return mode_t(listed) << 12 }
        var info = stat()
        let looked = directory >= 0 && !tooLong ? fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) : lstat(path, &info)
        guard looked == 0 else {
            // Gone since the folder was listed: nothing to check. Anything else (a path past the
            // system's length limit, no permission) is said, never skipped in silence.
            if errno != ENOENT {
                let reason = "cannot be looked at (\(String(cString: strerror(errno))))"
                problems.append(Problem(path: VisibleText.of(path), kind: .unreadable, message: reason))
            }
            return nil
        }
        return info.st_mode & S_IFMT
    }

    /// A name that is not UTF-8, when the caller wants it: the alias it is walked under and its
    /// type, noted as undecodable; nil when unwanted, ignored, or when no alias can be made
    /// (then reported as a problem).
    private func alias(
        _ name: SystemName.Undecodable, in folder: String, problems: inout [Problem], undecodable: inout [String],
        wanted: (mode_t, [UInt8], String) -> Bool
    ) -> (link: String, type: mode_t)? {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let shown = aliases.display(base.isEmpty ? name.escaped : base + "/" + name.escaped)
        guard let look = SystemName.look(at: name, in: folder, prefixLength: ContentSniffer.prefixLength),
            wanted(look.type, look.prefix, shown), !ignore.matches(shown)
        else { return nil }
        let raw = (base.isEmpty ? [] : Array(base.utf8) + [UInt8(ascii: "/")]) + name.bytes
        guard let link = aliases.alias(raw: raw, display: shown) else {
            undecodable.append(shown)
            problems.append(Problem(path: shown, kind: .undecodableName, message: SystemName.undecodableReason))
            return nil
        }
        undecodable.append(link)
        return (link, look.type)
    }

    /// Files with one of `extensions` (lowercased, without the dot) in `paths`: files named are
    /// taken as they are, folders walked as discovery walks them (hidden names and ignore
    /// patterns skipped, names that are not UTF-8 reported). For payloads and action files.
    public func files(in paths: [String], extensions: Set<String>) -> (files: [String], problems: [String]) {
        var files: [String] = []
        var problems: [Problem] = []
        var undecodable: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(.notFound(path))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            var found: [String] = []
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            walk(
                folder: trimmed, problems: &problems, undecodable: &undecodable,
                wantsUndecodable: { type, _, name in type == S_IFDIR || extensions.contains(FileName.extension(of: name)) },
                // A built app's files are what was built, not payloads or action files of its sources.
                enterFolder: { !ContainerFolder.isBuiltApp($0) },
                file: { name, _ in if extensions.contains(FileName.extension(of: name)) { found.append(name) } })
            files += found.sorted()
        }
        // One file named or found twice (`a.json ./a.json`, a file and its folder) is read once.
        return (UniquePaths.of(files, from: FileManager.default.currentDirectoryPath, aliases: aliases), problems.map(\.description))
    }
}
