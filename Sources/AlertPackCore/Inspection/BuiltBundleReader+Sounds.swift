/// A bundle's sounds: every file that is a sound as a source `check` decides it (a sound's extension,
/// or audio content that is not a movie with a video track), at any depth, except inside a
/// nested bundle. Nested `.app`/`.appex` bundles have sounds of their own (read as theirs), and
/// a framework's resources are not where `UNNotificationSound(named:)` looks (it searches the
/// app's top level and its containers' `Library/Sounds` only), so a sound inside `Frameworks/X.framework` is not
/// a sound of the app's: it is not listed at all rather than listed as unreachable.
extension BuiltBundleReader {
    /// Folders whose content belongs to another bundle or to code signing.
    static let nestedSuffixes = [".app", ".appex", ".framework", ".xctest", ".dSYM"]

    mutating func readSounds(_ bundle: String) -> [BundledSound] {
        var sounds: [BundledSound] = []
        let prefix = bundle.isEmpty ? "" : bundle + "/"
        for item in bundle.isEmpty ? tree.items[...] : tree.files(under: bundle) {
            let inside = String(item.path.dropFirst(prefix.count))
            let folders = inside.split(separator: "/").dropLast()
            if folders.contains(where: { folder in Self.nestedSuffixes.contains { folder.hasSuffix($0) } }) { continue }
            if folders.first == "_CodeSignature" || folders.first == "SC_Info" || item.isLink { continue }
            guard let mayBeMovie = isSound(item) else { continue }
            // A movie on disk is told by its boxes whatever its size; one in an IPA once unpacked.
            if mayBeMovie, case .folder(let root) = tree.source, Self.hasVideoTrack(root + "/" + item.path) { continue }
            // Past the limit, a sound is counted, not unpacked (one problem says how many).
            guard soundsRead < tree.limits.maxSounds else {
                soundsLeftOut += 1
                continue
            }
            let file = part(item.path, limit: tree.limits.maxSoundBytes)
            if mayBeMovie, let file, Self.hasVideoTrack(file) { continue }
            soundsRead += 1
            sounds.append(BundledSound(path: inside))
            if let file { soundFiles.append(BuiltFile(inside: item.path, file: file)) }
        }
        return sounds
    }

    /// Whether an item is a sound as a source `check` decides it (`FileDiscovery`): by a sound's
    /// extension, else by content; nil when it is not, else whether it may be a movie (an MP4,
    /// QuickTime or Matroska file, which is a movie rather than a sound when it has a video track).
    private func isSound(_ item: BuiltTree.Item) -> Bool? {
        if FileDiscovery.soundExtensions.contains(FileName.extension(of: item.path)) { return false }
        guard item.size >= 12 else { return nil }
        switch ContentSniffer.sniff(tree.prefix(item, count: ContentSniffer.prefixLength)) {
        case .readableAudio(.mp4), .readableAudio(.matroska): return true
        case .readableAudio, .otherAudio: return false
        case .image, .unknown: return nil
        }
    }

    /// A movie (an onboarding video) is not a sound: its boxes or elements name a video track.
    private static func hasVideoTrack(_ path: String) -> Bool {
        guard let file = try? RandomAccessFile(path: path) else { return false }
        return MP4Reader.hasVideoTrack(file) || MatroskaReader.hasVideoTrack(file)
    }
}
