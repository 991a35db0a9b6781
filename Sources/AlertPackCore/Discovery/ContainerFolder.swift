import Foundation

/// What a folder is to discovery, by its name (and, for an Icon Composer document saved without
/// its extension, by what it holds): the containers whose files are judged together. The
/// inspectors that read them ask here too, so discovery and inspection agree on what a container is.
package enum ContainerFolder {
    /// The asset catalog sets alertpack judges as a whole, by their folder's extension.
    package enum CatalogSet: String, Sendable, CaseIterable {
        case appIcon = ".appiconset"
        case launchImage = ".launchimage"

        /// The set a folder is, by its name (as Xcode writes it: lower case).
        package init?(folder: String) {
            guard let kind = Self.allCases.first(where: { folder.hasSuffix($0.rawValue) }) else { return nil }
            self = kind
        }

        /// The set a folder is, by its name in any case (`AppIcon.APPICONSET`): how the packager
        /// tells where a file it places came from.
        package init?(folderIgnoringCase folder: String) { self.init(folder: folder.lowercased()) }

        /// The set's name: its folder's name without the extension (what a project names).
        package func name(ofFolder folder: String) -> String { String(FileName.last(of: folder).dropLast(rawValue.count)) }

        /// The folder of the set named `name` (`AppIcon` → `AppIcon.appiconset`).
        package func folder(named name: String) -> String { name + rawValue }
    }

    /// An asset catalog set alertpack judges as a whole: `.appiconset` or `.launchimage`.
    package static func isCatalogSet(_ folder: String) -> Bool { CatalogSet(folder: folder) != nil }

    /// An Icon Composer document: named `.icon`, or holding its `icon.json` and `Assets/`.
    package static func isIconBundle(_ folder: String) -> Bool {
        if FileName.last(of: folder).lowercased().hasSuffix(".icon") { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder + "/icon.json")
            && FileManager.default.fileExists(atPath: folder + "/Assets", isDirectory: &isFolder) && isFolder.boolValue
    }

    /// An Xcode project folder.
    package static func isProject(_ folder: String) -> Bool { folder.lowercased().hasSuffix(".xcodeproj") }

    /// An XcodeGen spec (`project.yml`) or a Tuist manifest (`Project.swift`) by its name: a
    /// project when no `.xcodeproj` is committed beside it (the tool writes one there; a
    /// committed one is read instead).
    package static func isProjectSpec(_ path: String) -> Bool {
        ["project.yml", "project.yaml", "Project.swift"].contains(FileName.last(of: path))
    }

    /// A Tuist manifest by its name (`Project.swift`).
    package static func isTuistManifest(_ path: String) -> Bool { FileName.last(of: path) == "Project.swift" }

    /// Whether `spec` is an XcodeGen spec or Tuist manifest that stands for a project: no
    /// `.xcodeproj` is committed in its folder, and its first 16 KB hold XcodeGen's top-level
    /// `name:` or `include:` (a `project.yml` of another tool is no project), or Tuist's
    /// `import ProjectDescription`.
    package static func specStandsAlone(_ spec: String) -> Bool {
        let parent = FileName.parent(of: spec)
        let names = SystemName.list(parent.isEmpty ? "." : parent)?.names ?? []
        guard !names.contains(where: { isProject($0) }), let file = try? RandomAccessFile(path: spec) else { return false }
        var head = [UInt8](repeating: 0, count: 16 << 10)
        head.removeLast(head.count - max(0, file.readAvailable(at: 0, into: &head)))
        // A Tuist manifest imports ProjectDescription (a Swift package's other files do not).
        if isTuistManifest(spec) { return TuistManifest.importsProjectDescription(head) }
        let lines = String(decoding: head, as: UTF8.self).split(separator: "\n")
        return lines.contains { $0.hasPrefix("name:") || $0.hasPrefix("include:") }
    }

    /// A built iOS app that is a folder: an app bundle (`Bark.app`, as Xcode writes it in
    /// `Build/Products/…`) with its `Info.plist` at the top, or an Xcode archive
    /// (`Bark.xcarchive`) with an app in `Products/Applications`. Taken whole, as an IPA is: its
    /// files are what was built, judged through the app, never as sources of their own. Anything
    /// else with such a name is walked as a folder: a checkout named `Bark.app`, a Mac app
    /// (`Contents/Info.plist`, which the iOS rules must not judge), an archive of a framework.
    package static func isBuiltApp(_ folder: String) -> Bool {
        let name = FileName.last(of: folder).lowercased()
        if name.count > 4 && name.hasSuffix(".app") {
            return FileManager.default.fileExists(atPath: folder + "/Info.plist")
        }
        guard name.count > 10 && name.hasSuffix(".xcarchive") else { return false }
        let applications = folder + "/Products/Applications"
        let apps = (try? FileManager.default.contentsOfDirectory(atPath: applications)) ?? []
        return apps.contains { app in
            var isFolder: ObjCBool = false
            return app.lowercased().hasSuffix(".app")
                && FileManager.default.fileExists(atPath: applications + "/" + app, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// Whether a file found by a walk with an IPA's name starts as a zip does: one that does not
    /// (a Git LFS pointer, a placeholder) is no built app to the walk and is left alone; an IPA
    /// the user names is read whatever it holds, and refused naming it.
    package static func startsAsZip(_ path: String) -> Bool {
        guard let file = try? RandomAccessFile(path: path) else { return false }
        let start = ContentSniffer.prefix(of: file)
        return start.starts(with: [0x50, 0x4B, 0x03, 0x04]) || start.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// An IPA, by its name: what a file must be called to be taken as a built app (its content
    /// must then be a zip, or the inspector refuses it naming the file).
    package static func isIPA(_ path: String) -> Bool { FileName.extension(of: path) == "ipa" && FileName.last(of: path).count > 4 }
}
