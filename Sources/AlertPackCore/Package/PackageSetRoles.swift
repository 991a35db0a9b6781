/// What each app icon set of a package is to the app that ships it, as its manifest records it:
/// the context `package` judged its images in (through `check` with the project), which `verify`
/// (and `package` itself, on the sets it generated) judges them in again. An alternate is judged
/// as an alternate, an app extension's own icon as an extension's, every other set as the App
/// Store icon of its target, in the configuration the manifest records for that target.
enum PackageSetRoles {
    /// The roles of the sets `manifest` lists, by the absolute path of each set's folder below
    /// `root`.
    static func of(_ manifest: PackageManifest, root: String) -> [String: IconSetRole] {
        let extensions = Set(manifest.targets.filter(\.isExtension).map(\.name))
        var roles: [String: [IconSetRole]] = [:]
        for asset in manifest.assets where asset.role == .icon || asset.role == .alternateIcon {
            let folder = FileName.parent(of: asset.path)
            guard ContainerFolder.CatalogSet(folderIgnoringCase: folder) == .appIcon else { continue }
            let role: IconSetRole
            if asset.role == .alternateIcon {
                role = .alternate
            } else if let target = asset.target, extensions.contains(target) {
                role = .extensionIcon
            } else {
                role = .primary
            }
            roles[AbsolutePath.of(root + "/" + folder), default: []].append(role)
        }
        return roles.compactMapValues(IconSetRole.combined)
    }
}
