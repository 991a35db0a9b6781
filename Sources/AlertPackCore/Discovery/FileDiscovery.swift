import Foundation

/// Expands the user's paths into the assets to check: files as named, folders recursively.
/// Below a folder, a file is picked up when its extension is a sound's or `.png`, or its content
/// is audio (a movie, with a video track, is not) or PNG; `.appiconset` and `.launchimage` folders are taken whole, as sets. Hidden
/// files and folders, and paths matching an ignore pattern, are skipped.
public struct FileDiscovery: Sendable {
    /// Extensions that mark a file as a sound even when its content is unreadable.
    public static let soundExtensions: Set<String> = [
        "caf", "aif", "aiff", "aifc", "wav", "wave", "bwf", "rf64", "w64", "mp3", "mp2", "m4a", "m4r", "m4b",
        "aac", "adts", "flac", "ogg", "oga", "opus", "spx", "wma", "amr", "au", "snd", "mid", "midi", "ape", "wv", "3gp",
    ]

    public var ignore: IgnorePatterns

    public init(ignore: IgnorePatterns = IgnorePatterns()) {
        self.ignore = ignore
    }

    public struct Result: Sendable {
        /// Sound files to check, sorted by path, without duplicates.
        public var sounds: [String] = []
        /// Image files outside asset catalog sets, sorted.
        public var images: [String] = []
        /// `.appiconset` and `.launchimage` folders, sorted.
        public var sets: [String] = []
        /// Files named explicitly that are neither sounds nor anything else we check.
        public var skipped: [String] = []
        /// Paths that do not exist or cannot be listed: usage or I/O problems.
        public var problems: [String] = []
        /// Files below a folder whose names are not UTF-8, escaped (each is also a problem).
        public var undecodable: [String] = []
    }

    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var found = Found()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.problems.append("\(path): no such file or folder")
                continue
            }
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if isDirectory.boolValue {
                if AssetCatalogSet.Kind(folder: trimmed) != nil {
                    found.sets.insert(trimmed)
                } else {
                    walk(folder: trimmed, into: &found, problems: &result.problems, undecodable: &result.undecodable)
                }
            } else {
                switch classify(path, named: true) {
                case .sound: found.sounds.insert(path)
                case .image: found.images.insert(path)
                case nil: result.skipped.append(path)
                }
            }
        }
        result.sounds = found.sounds.sorted()
        result.images = found.images.sorted()
        result.sets = found.sets.sorted()
        return result
    }

    private struct Found {
        var sounds = Set<String>()
        var images = Set<String>()
        var sets = Set<String>()
    }

    private enum Classification { case sound, image }

    private func walk(folder: String, into found: inout Found, problems: inout [String], undecodable: inout [String]) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let entries = SystemName.list(folder) else {
            problems.append("\(folder): cannot list the folder (\(String(cString: strerror(errno))))")
            return
        }
        // A name that is not UTF-8 is reported when it holds what would be checked (an asset,
        // or a folder that may hold some); anything else is left alone, as it would be.
        for name in entries.undecodable.sorted(by: { $0.escaped < $1.escaped }) where name.bytes.first != UInt8(ascii: ".") {
            let path = base.isEmpty ? name.escaped : base + "/" + name.escaped
            guard let look = SystemName.look(at: name, in: folder) else { continue }
            let ext = FileName.extension(of: path)
            let isAsset: Bool
            switch look.type {
            case S_IFDIR: isAsset = true
            case S_IFREG:
                switch ContentSniffer.sniff(look.prefix) {
                case .readableAudio, .otherAudio, .image("png"): isAsset = true
                default: isAsset = Self.soundExtensions.contains(ext) || ext == "png"
                }
            default: isAsset = Self.soundExtensions.contains(ext) || ext == "png"
            }
            guard isAsset, !ignore.matches(path) else { continue }
            undecodable.append(path)
            problems.append("\(path): \(SystemName.undecodableReason)")
        }
        for name in entries.names.sorted() where !name.hasPrefix(".") {
            let path = base.isEmpty ? name : base + "/" + name
            if ignore.matches(path) { continue }
            // Folder symlinks are not followed: they can loop, and they lead outside what was named.
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let type = attributes[.type] as? FileAttributeType
            else { continue }
            if type == .typeDirectory {
                if AssetCatalogSet.Kind(folder: path) != nil {
                    found.sets.insert(path)
                } else {
                    walk(folder: path, into: &found, problems: &problems, undecodable: &undecodable)
                }
            } else if type == .typeRegular || (type == .typeSymbolicLink && !isDirectory(path)) {
                switch classify(path, named: false) {
                case .sound: found.sounds.insert(path)
                case .image: found.images.insert(path)
                case nil: break
                }
            } else {
                // A FIFO, socket or device with an asset's name is reported as what it is (by
                // the inspectors, which never read it), not skipped without a word.
                let ext = FileName.extension(of: path)
                if Self.soundExtensions.contains(ext) { found.sounds.insert(path) } else if ext == "png" { found.images.insert(path) }
            }
        }
    }

    private func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// A sound or an image, by name or else by content. Below a folder only PNG content counts
    /// as an image; a file the user named may be any image (it then fails `image.format`).
    private func classify(_ path: String, named: Bool) -> Classification? {
        let ext = FileName.extension(of: path)
        if Self.soundExtensions.contains(ext) { return .sound }
        if ext == "png" { return .image }
        guard let file = try? RandomAccessFile(path: path) else { return nil }
        let prefix = ContentSniffer.prefix(of: file)
        switch ContentSniffer.sniff(prefix) {
        case .readableAudio(.mp4) where !named && MP4Reader.hasVideoTrack(file),
            .readableAudio(.matroska) where !named && MatroskaReader.hasVideoTrack(file):
            // A movie (an onboarding video) below a folder is not a sound; named, it is judged as one.
            return nil
        case .readableAudio, .otherAudio: return .sound
        case .image(let format): return named || format == "png" ? .image : nil
        case .unknown: return nil
        }
    }
}
