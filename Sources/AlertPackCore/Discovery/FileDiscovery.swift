import Foundation

/// Expands the user's paths into the files to check: files as named, folders recursively.
/// A file below a folder is picked up when its extension is a sound's or its content is audio;
/// hidden files and folders, and paths matching an ignore pattern, are skipped.
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
        /// Files named explicitly that are neither sounds nor anything else we check.
        public var skipped: [String] = []
        /// Paths that do not exist or cannot be listed: usage or I/O problems.
        public var problems: [String] = []
    }

    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var sounds = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.problems.append("\(path): no such file or folder")
                continue
            }
            if isDirectory.boolValue {
                walk(folder: path, into: &sounds, problems: &result.problems)
            } else if isSound(path) {
                sounds.insert(path)
            } else {
                result.skipped.append(path)
            }
        }
        result.sounds = sounds.sorted()
        return result
    }

    private func walk(folder: String, into sounds: inout Set<String>, problems: inout [String]) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            problems.append("\(folder): cannot list the folder (\(error.localizedDescription))")
            return
        }
        for name in entries.sorted() where !name.hasPrefix(".") {
            let path = base.isEmpty ? name : base + "/" + name
            if ignore.matches(path) { continue }
            // Folder symlinks are not followed: they can loop, and they lead outside what was named.
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let type = attributes[.type] as? FileAttributeType
            else { continue }
            if type == .typeDirectory {
                walk(folder: path, into: &sounds, problems: &problems)
            } else if type == .typeRegular || (type == .typeSymbolicLink && !isDirectory(path)) {
                if isSound(path) { sounds.insert(path) }
            }
        }
    }

    private func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// A sound by name, or else by content.
    func isSound(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        if Self.soundExtensions.contains(ext) { return true }
        guard let file = try? RandomAccessFile(path: path) else { return false }
        var prefix = [UInt8](repeating: 0, count: ContentSniffer.prefixLength)
        prefix.removeSubrange(file.readAvailable(at: 0, into: &prefix)...)
        switch ContentSniffer.sniff(prefix) {
        case .readableAudio, .otherAudio: return true
        case .image, .unknown: return false
        }
    }
}
