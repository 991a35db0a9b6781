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
}
