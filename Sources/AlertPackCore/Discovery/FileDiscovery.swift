import Foundation

/// Expands the user's paths into the assets to check: files as named, folders recursively.
/// Below a folder, a file is picked up when its extension is a sound's or `.png`, or its content
/// is audio (a movie, with a video track, is not) or PNG; `.appiconset` and `.launchimage` folders are taken whole, as sets,
/// and built apps (`.ipa`, `.app`, `.xcarchive`) whole too. Hidden files and folders, and paths matching an ignore pattern, are skipped.
public struct FileDiscovery: Sendable {
    /// Extensions that mark a file as a sound even when its content is unreadable.
    public static let soundExtensions: Set<String> = [
        "caf", "aif", "aiff", "aifc", "wav", "wave", "bwf", "rf64", "w64", "mp3", "mp2", "m4a", "m4r", "m4b",
        "aac", "adts", "flac", "ogg", "oga", "opus", "spx", "wma", "amr", "au", "snd", "mid", "midi", "ape", "wv", "3gp",
    ]

    public var ignore: IgnorePatterns
    /// Files that are notification attachments, whatever their kind.
    public var attachments: AttachmentSelection

    /// Folders never entered: `package`'s own outputs (by identity, however they are spelled).
    package var excludedFolders: Set<FileIdentity> = []
    /// Whether folders holding an alertpack manifest.json (packages) are skipped as sources.
    package var skipsPackages = false
    /// Whether a named path that does not exist, or is a device, FIFO or socket, is skipped
    /// (`--allow-empty`) rather than a problem.
    package var allowsEmpty = false
    /// The run's aliases: a name that is not UTF-8 is reached through one made here, and paths
    /// are sorted and told apart by it (`CheckConfiguration.aliases`).
    package var aliases: NameAliases

    /// A discovery with a table of aliases of its own.
    public init(ignore: IgnorePatterns = IgnorePatterns(), attachments: AttachmentSelection = AttachmentSelection()) {
        self.init(ignore: ignore, attachments: attachments, aliases: NameAliases())
    }

    /// A discovery that makes its aliases in the run's table.
    package init(ignore: IgnorePatterns = IgnorePatterns(), attachments: AttachmentSelection = AttachmentSelection(), aliases: NameAliases) {
        self.ignore = ignore
        self.attachments = attachments
        self.aliases = aliases
    }

    /// Whether a folder is one `package` made or writes, and so no source.
    private func isOutput(_ folder: String) -> Bool {
        if !excludedFolders.isEmpty, let identity = FileIdentity(path: folder), excludedFolders.contains(identity) { return true }
        return skipsPackages && PackageMarker.isPackage(folder: folder)
    }

    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        let here = FileManager.default.currentDirectoryPath
        var found = Found(folder: here, aliases: aliases)
        var skipped = UniquePaths(from: here, aliases: aliases)
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                if allowsEmpty { skipped.insert(path) } else { result.pathProblems.append(.notFound(path)) }
                continue
            }
            // A device or FIFO with an asset's name is reported as what it is, as a walk would
            // find it; any other (`/dev/zero`) holds nothing to check.
            let ext = FileName.extension(of: path)
            if !isDirectory.boolValue, !Self.soundExtensions.contains(ext), ext != "png", !attachments.contains(path),
                let special = Self.specialKind(path)
            {
                if allowsEmpty { skipped.insert(path) } else { result.pathProblems.append(.notAFile(path, special)) }
                continue
            }
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if isDirectory.boolValue {
                take(folder: trimmed, into: &found, result: &result)
            } else if attachments.contains(path) {
                found.attachments.insert(path)
            } else if FileName.last(of: path) == "project.pbxproj", ContainerFolder.isProject(FileName.parent(of: path)) {
                found.projects.insert(FileName.parent(of: path))
            } else if ContainerFolder.isIPA(path) {
                found.builtApps.insert(path)
            } else if ContainerFolder.isProjectSpec(path), ContainerFolder.specStandsAlone(path) {
                found.projects.insert(path)
            } else if !found.takeProjectMarker(path) {
                // Classified as a walk classifies: a file's verdict never depends on whether it
                // was named or found.
                switch classify(path) {
                case .sound: found.sounds.insert(path)
                case .image: found.images.insert(path)
                case nil: skipped.insert(path)
                }
            }
        }
        result.skipped += skipped.paths
        result.undecodable = UniquePaths.of(result.undecodable, from: here, aliases: aliases)
        // In the order of the names the user knows (an alias sorts by the name it stands for).
        let shown = aliases.isEmpty ? nil : { [aliases] (path: String) in aliases.display(path) }
        result.sounds = found.sounds.sorted(by: shown)
        result.images = found.images.sorted(by: shown)
        result.sets = found.sets.sorted(by: shown)
        result.iconBundles = found.iconBundles.sorted(by: shown)
        result.projects = found.projects.sorted(by: shown)
        result.attachments = found.attachments.sorted(by: shown)
        result.appConfigs = found.appConfigs.sorted(by: shown)
        result.androidModules = found.androidModules.sorted(by: shown)
        (result.webManifests, result.webScripts) = (found.webManifests.sorted(by: shown), found.webScripts.sorted(by: shown))
        result.builtApps = found.builtApps.sorted(by: shown)
        result.outputs = UniquePaths.of(found.outputs, from: here, aliases: aliases).sorted()
        return result
    }

    /// A folder named: a container taken whole (a set, an Icon Composer document, a project, a
    /// built app), an output left out, or any other folder walked.
    private func take(folder: String, into found: inout Found, result: inout Result) {
        if isOutput(folder) {
            found.outputs.append(folder)
        } else if ContainerFolder.isCatalogSet(folder) {
            found.sets.insert(folder)
        } else if ContainerFolder.isIconBundle(folder) {
            found.iconBundles.insert(folder)
        } else if ContainerFolder.isProject(folder) {
            found.projects.insert(folder)
        } else if ContainerFolder.isBuiltApp(folder) {
            found.builtApps.insert(folder)
        } else {
            walk(folder: folder, into: &found, problems: &result.pathProblems, undecodable: &result.undecodable)
        }
    }

    private struct Found {
        var sounds: PathSet, images: PathSet, sets: PathSet, iconBundles: PathSet, projects: PathSet, attachments: PathSet
        var builtApps: PathSet, appConfigs: PathSet, androidModules: PathSet, webManifests: PathSet, webScripts: PathSet
        var outputs: [String] = []

        init(folder: String, aliases: NameAliases) {
            let set = PathSet(folder, aliases: aliases)
            (sounds, images, sets, iconBundles, projects, attachments, builtApps, appConfigs) = (set, set, set, set, set, set, set, set)
            (androidModules, webManifests, webScripts) = (set, set, set)
        }

        /// A named file that marks a project's folder (a cross-platform config, an Android
        /// module's main manifest) names that folder's project: noted, and true.
        mutating func takeProjectMarker(_ path: String) -> Bool {
            let parent = FileName.parent(of: path).isEmpty ? "." : FileName.parent(of: path)
            if AppConfigMarker.marks(path) {
                appConfigs.insert(parent)
            } else if let module = AndroidProjectMarker.module(of: path) {
                androidModules.insert(module.isEmpty ? "." : module)
            } else if let web = WebAppMarker.kind(of: path) {
                if web == .manifest { webManifests.insert(path) } else { webScripts.insert(path) }
            } else {
                return false
            }
            return true
        }
    }

    /// Paths without duplicates, told apart by their bytes: Swift's strings call two names that
    /// differ only by Unicode normalisation (café in NFC and in NFD) equal, and a `Set<String>`
    /// would keep one of two different files, hiding the other from the report. Two spellings of
    /// one path (`Sounds/a.caf`, `./Sounds/a.caf`) are one file, kept under the spelling met first
    /// (`PathKey`).
    struct PathSet {
        private let folder: String
        private let aliases: NameAliases
        private var byBytes: [PathKey: String] = [:]

        init(_ folder: String, aliases: NameAliases) { (self.folder, self.aliases) = (folder, aliases) }

        mutating func insert(_ path: String) {
            let key = PathKey(path, from: folder, aliases: aliases)
            if byBytes[key] == nil { byBytes[key] = path }
        }

        /// In the order of the names the user knows (`shown`: the name an alias stands for; nil
        /// when there are no aliases); twins by normalisation in byte order.
        func sorted(by shown: ((String) -> String)?) -> [String] {
            guard let shown else { return Self.twinsInByteOrder(byBytes.values.sorted()) }
            return byBytes.values.sorted { a, b in
                let (left, right) = (shown(a), shown(b))
                return left == right ? a.utf8.lexicographicallyPrecedes(b.utf8) : left < right
            }
        }

        /// Sorted names with each run of twins (equal as Swift strings, different bytes) put in
        /// byte order: the order the comparison above gives, at a fifth of its cost.
        static func twinsInByteOrder(_ sorted: [String]) -> [String] {
            var names = sorted
            var start = 0
            while start < names.count {
                var end = start + 1
                while end < names.count && names[end] == names[start] { end += 1 }
                if end - start > 1 { names[start..<end].sort { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
                start = end
            }
            return names
        }
    }

    private enum Classification { case sound, image }

    /// Finds an asset's files below a folder for discovery: sounds and images by name or
    /// content, asset catalog sets whole; a FIFO, socket or device with an asset's name is kept,
    /// to be reported as what it is (by the inspectors, which never read it).
    private func walk(folder: String, into found: inout Found, problems: inout [Problem], undecodable: inout [String]) {
        walk(
            folder: folder, problems: &problems, undecodable: &undecodable,
            wantsUndecodable: { type, prefix, path in
                let ext = FileName.extension(of: path)
                if type == S_IFDIR { return true }
                if type == S_IFREG, case .readableAudio = ContentSniffer.sniff(prefix) { return true }
                if type == S_IFREG, case .otherAudio = ContentSniffer.sniff(prefix) { return true }
                if type == S_IFREG, case .image("png") = ContentSniffer.sniff(prefix) { return true }
                return Self.soundExtensions.contains(ext) || ext == "png" || ext == "ipa"
            },
            enterFolder: { path in
                if isOutput(path) {
                    found.outputs.append(path)
                    return false
                }
                if ContainerFolder.isCatalogSet(path) {
                    found.sets.insert(path)
                    return false
                }
                if ContainerFolder.isIconBundle(path) {
                    found.iconBundles.insert(path)
                    return false
                }
                if ContainerFolder.isProject(path) {
                    found.projects.insert(path)
                    return false
                }
                // A committed build (`Build/Products/…/Bark.app`): its files are judged through it, once.
                if ContainerFolder.isBuiltApp(path) {
                    found.builtApps.insert(path)
                    return false
                }
                return true
            },
            file: { path, regular in
                if attachments.contains(path) {
                    found.attachments.insert(path)
                } else if regular && ContainerFolder.isIPA(path) {
                    if ContainerFolder.startsAsZip(path) { found.builtApps.insert(path) }
                } else if regular {
                    if AppConfigMarker.marks(path, below: folder) { found.appConfigs.insert(FileName.parent(of: path)) }
                    if let module = AndroidProjectMarker.module(of: path, below: folder) { found.androidModules.insert(module) }
                    if let web = WebAppMarker.kind(of: path, below: folder) {
                        if web == .manifest { found.webManifests.insert(path) } else { found.webScripts.insert(path) }
                    }
                    if ContainerFolder.isProjectSpec(path), ContainerFolder.specStandsAlone(path) { found.projects.insert(path) }
                    switch classify(path) {
                    case .sound: found.sounds.insert(path)
                    case .image: found.images.insert(path)
                    case nil: break
                    }
                } else {
                    let ext = FileName.extension(of: path)
                    if Self.soundExtensions.contains(ext) { found.sounds.insert(path) } else if ext == "png" { found.images.insert(path) }
                }
            })
    }

    func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// What a named path that is not a regular file or folder is (a FIFO would block a reader,
    /// a device never ends), or nil for a regular file.
    private static func specialKind(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a regular file"
        }
    }

    /// A sound or an image, by name or else by content: only PNG content counts as an image (a
    /// JPEG named .png is one, and fails `image.format`), and a movie with a video track is no
    /// sound.
    private func classify(_ path: String) -> Classification? {
        let ext = FileName.extension(of: path)
        if Self.soundExtensions.contains(ext) { return .sound }
        if ext == "png" { return .image }
        guard let file = try? RandomAccessFile(path: path) else { return nil }
        let prefix = ContentSniffer.prefix(of: file)
        switch ContentSniffer.sniff(prefix) {
        case .readableAudio(.mp4) where MP4Reader.hasVideoTrack(file),
            .readableAudio(.matroska) where MatroskaReader.hasVideoTrack(file):
            // A movie (an onboarding video) is not a sound.
            return nil
        case .readableAudio, .otherAudio: return .sound
        case .image(let format): return format == "png" ? .image : nil
        case .unknown: return nil
        }
    }
}
