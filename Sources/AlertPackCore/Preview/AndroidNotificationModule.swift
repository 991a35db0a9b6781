import Foundation

/// What an Android preview takes from the app module: the small icon the module names for its
/// notifications (the manifest's notification `<meta-data>`, else its code's `setSmallIcon`), as
/// the file Android would draw on a dense screen, and the notification colour the manifest names
/// (a literal, or a `<color>` of `res/values*/`). The module is `--android-module`, or the one
/// found above a payload (a folder holding `src/main/AndroidManifest.xml`, `app/…` or
/// `android/app/…` of it), up to the repository's top.
struct AndroidNotificationModule: Sendable {
    var project: AndroidProject
    /// The small icon's file (a PNG, or a drawable XML, which is not drawn), nil when none is named
    /// or its resource has no file.
    var iconFile: String?
    var colour: UInt32?

    /// The density preferred when a resource has several: the sharpest a phone uses.
    static let densityOrder = ["xxxhdpi", "xxhdpi", "xhdpi", "hdpi", "mdpi", "nodpi", "anydpi"]

    /// The module at `folder` (a module's own folder, or one holding `app/` or `android/app/`).
    static func at(_ folder: String) -> AndroidNotificationModule? {
        for candidate in [folder, folder + "/app", folder + "/android/app"]
        where FileManager.default.fileExists(atPath: candidate + "/" + AndroidProjectMarker.manifestPath) {
            return read(AndroidProject.read(folder: candidate))
        }
        return nil
    }

    /// The nearest module above `path`.
    static func above(_ path: String, chain: inout FolderChain) -> AndroidNotificationModule? {
        for folder in chain.folders(above: path) {
            if let module = at(folder) { return module }
        }
        return nil
    }

    static func read(_ project: AndroidProject) -> AndroidNotificationModule {
        let facts = project.facts
        var module = AndroidNotificationModule(project: project)
        let named =
            facts.manifestEntries.filter { $0.role == .notificationIcon }.compactMap(\.reference)
            + facts.code.smallIcons.map { AndroidResourceReference(type: $0.type, name: $0.name) }
        module.iconFile = named.lazy.compactMap { module.file(type: $0.type, name: $0.name) }.first
        if let entry = facts.manifestEntries.last(where: { $0.role == .notificationColor }) {
            module.colour = AndroidNotificationMetrics.colour(entry.value) ?? entry.reference.flatMap { module.colourValue(named: $0.name) }
        }
        return module
    }

    /// The file of drawable (or mipmap) `name` a release build holds, at the preferred density.
    func file(type: String, name: String) -> String? {
        let release = project.facts.releaseSourceSets
        let files = project.facts.resources.filter {
            $0.type == type && $0.name == name && (release.isEmpty || release.contains($0.sourceSet))
        }
        let ranked = files.sorted { rank($0) < rank($1) || (rank($0) == rank($1) && $0.path < $1.path) }
        return ranked.first.map { project.path($0.path) }
    }

    private func rank(_ file: AndroidResourceFile) -> Int {
        let png = file.path.lowercased().hasSuffix(".png") ? 0 : 100
        return png + (Self.densityOrder.firstIndex(of: file.density ?? "mdpi") ?? 50)
    }

    /// A `<color name="NAME">` of the module's values files, following one `@color/` reference.
    func colourValue(named name: String, depth: Int = 0) -> UInt32? {
        guard depth < 4 else { return nil }
        for value in project.facts.values where value.type == "color" && value.name == name {
            guard let data = RandomAccessFile.data(path: project.path(value.file), maxBytes: 1 << 20),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard value.line >= 1, value.line <= lines.count else { continue }
            // The element's text: after its start tag on its line, up to the next tag.
            let line = lines[(value.line - 1)...].prefix(3).joined(separator: "\n")
            guard let open = line.range(of: "name=\"\(name)\"") else { continue }
            let after = line[open.upperBound...].drop { $0 != ">" }.dropFirst()
            let literal = after.prefix { $0 != "<" }.trimmingCharacters(in: .whitespacesAndNewlines)
            if let colour = AndroidNotificationMetrics.colour(literal) { return colour }
            if let reference = AndroidResourceReference(literal), reference.type == "color" {
                return colourValue(named: reference.name, depth: depth + 1)
            }
        }
        return nil
    }
}
