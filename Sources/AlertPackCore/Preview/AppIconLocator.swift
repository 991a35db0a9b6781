import Foundation

/// The app's icon as the project names it: the primary icon set of the app target
/// (`ASSETCATALOG_COMPILER_APPICON_NAME`), found below the project's folder, and its largest
/// image in the light appearance (the 1024 App Store image of a single-size set).
enum AppIconLocator {
    static func icon(for receiver: NotificationReceiver) -> String? {
        let project = XcodeProject.read(folder: receiver.project)
        let icons = project.icons.first { $0.target == receiver.app.target && $0.configuration == receiver.app.configuration }
        guard let name = icons?.readingUnsetAsEmpty().0.primary else { return nil }
        return largestImage(inSetNamed: name, below: FileName.parent(of: receiver.project))
    }

    /// The set's largest square image, searched below `root` (hidden and dependency folders skipped).
    static func largestImage(inSetNamed name: String, below root: String) -> String? {
        let folder = root.isEmpty ? "." : root
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return nil }
        var sets: [String] = []
        while let relative = walker.nextObject() as? String {
            let last = FileName.last(of: relative)
            if last.hasPrefix(".") || FileDiscovery.dependencyFolders.contains(last) {
                walker.skipDescendants()
                continue
            }
            if last == ContainerFolder.CatalogSet.appIcon.folder(named: name) {
                sets.append(folder + "/" + relative)
                walker.skipDescendants()
            }
        }
        for set in sets.sorted() {
            guard let data = RandomAccessFile.data(path: set + "/Contents.json", maxBytes: 1 << 20), let root = try? JSONNode.parse(data) else {
                continue
            }
            let images = (root["images"]?.array ?? []).filter { $0["appearances"] == nil }
            let ranked = images.compactMap { image -> (Double, String)? in
                guard let file = image["filename"]?.string, let size = image["size"]?.string else { return nil }
                let points = Double(size.split(separator: "x").first ?? "") ?? 0
                let scale = Double((image["scale"]?.string ?? "1x").dropLast()) ?? 1
                return (points * scale, file)
            }
            if let best = ranked.max(by: { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 > $1.1) }), FileManager.default.fileExists(atPath: set + "/" + best.1)
            {
                return set + "/" + best.1
            }
        }
        return nil
    }
}
