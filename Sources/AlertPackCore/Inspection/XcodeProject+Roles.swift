import Foundation

extension XcodeProject {
    /// Whether `path` (a set or document, as discovery names it) is among `target`'s resources:
    /// a resource itself or inside a resource folder.
    func holds(_ path: String, target: String) -> Bool {
        let parent = FileName.parent(of: folder)
        let base = AbsolutePath.of(parent.isEmpty ? "." : parent)
        let full = AbsolutePath.of(path)
        guard AbsolutePath.isBelow(full, base) else { return false }
        let relative = String(full.dropFirst(base.count + 1))
        return (resources[target] ?? []).contains { relative == $0 || relative.hasPrefix($0 + "/") }
    }

    /// The configuration a target ships in, as `package` chooses it: `preferred` (the config's
    /// `buildConfiguration:`, `--build-configuration`) when the target has it, else the one a
    /// shared scheme archives it with, else Release. Nil when none of these applies.
    public func shippingConfiguration(of target: String, preferred: String? = nil) -> String? {
        let known = configurations[target] ?? []
        if let preferred, known.contains(preferred) { return preferred }
        if let archived = archiveConfigurations[target], known.contains(archived) { return archived }
        return known.contains("Release") ? "Release" : nil
    }

    /// The project as it ships: each target's icon settings in its shipping configuration only
    /// (a target whose shipping configuration is unknown keeps all of them).
    /// Names are read as Xcode reads them (`TargetIcons.readingUnsetAsEmpty`).
    public func shipped(preferred: String? = nil) -> XcodeProject {
        var shipped = self
        shipped.icons = icons.compactMap { entry in
            guard let configuration = shippingConfiguration(of: entry.target, preferred: preferred) else { return entry }
            return entry.configuration == configuration ? entry.readingUnsetAsEmpty().0 : nil
        }
        return shipped
    }

    /// What a set is to the app as it ships: its App Store icon (`.primary`), an alternate
    /// (`.alternate`), an extension's icon (`.extensionIcon`), or used only by configurations
    /// that do not ship (`.notShipped`, naming them). Nil when the project does not say.
    public func role(of set: String, preferred: String? = nil) -> IconSetRole? {
        let ships = shipped(preferred: preferred)
        if let secondary = ships.isSecondary(set: set) {
            guard secondary else { return .primary }
            // An extension's own icon (and no app's alternate): its own rules (action
            // extensions draw theirs as templates).
            let name = ContainerFolder.CatalogSet.appIcon.name(ofFolder: set)
            let owners = Set(ships.resources.keys.filter { ships.holds(set, target: $0) })
            let entries = owners.isEmpty ? ships.icons : ships.icons.filter { owners.contains($0.target) }
            let asExtension = entries.contains { $0.primary == name && $0.isExtension }
            let asAlternate = entries.contains { $0.alternates.contains(name) || $0.includesAll }
            return asExtension && !asAlternate ? .extensionIcon : .alternate
        }
        // Named only by configurations that do not ship (and by none that does).
        let parent = FileName.parent(of: folder)
        guard AbsolutePath.isBelow(AbsolutePath.of(set), AbsolutePath.of(parent.isEmpty ? "." : parent)) else { return nil }
        let name = ContainerFolder.CatalogSet.appIcon.name(ofFolder: set)
        let users = icons.filter { $0.names.contains(name) }
        guard !users.isEmpty, !ships.icons.contains(where: { $0.names.contains(name) || $0.includesAll }) else { return nil }
        return .notShipped(configurations: Set(users.map(\.configuration)).sorted())
    }

    /// Whether the `.appiconset` folder `set` holds an icon that is not the app's App Store
    /// icon: an alternate icon, or an extension's icon. Looked at through the targets whose
    /// resources hold the set (all of them when no resources are known): false when one of them
    /// is an app whose primary icon it is; true when it is listed as an alternate (or every set
    /// is included), is an extension's icon, or belongs only to targets that name no app icon.
    /// Nil when the project does not say: the set is outside its folder, or the project names no
    /// icons, or names one through a variable it does not set.
    public func isSecondary(set: String) -> Bool? {
        let parent = FileName.parent(of: folder)
        let base = AbsolutePath.of(parent.isEmpty ? "." : parent)
        let full = AbsolutePath.of(set)
        guard AbsolutePath.isBelow(full, base), !icons.isEmpty, icons.allSatisfy({ $0.unresolved.isEmpty }) else {
            return nil
        }
        let name = ContainerFolder.CatalogSet.appIcon.name(ofFolder: full)
        let owners = Set(resources.keys.filter { holds(set, target: $0) })
        let entries = owners.isEmpty ? icons : icons.filter { owners.contains($0.target) }
        if entries.contains(where: { $0.primary == name && !$0.isExtension }) { return false }
        if !owners.isEmpty && entries.isEmpty { return true }
        if entries.contains(where: { $0.alternates.contains(name) || $0.includesAll || ($0.primary == name && $0.isExtension) }) {
            return true
        }
        return nil
    }

}

/// What an app icon set is to the app that ships (`XcodeProject.role(of:)`).
public enum IconSetRole: Sendable, Equatable {
    /// The app's icon: its 1024 image is the App Store icon.
    case primary
    /// An alternate icon the app can switch to.
    case alternate
    /// An app extension's own icon.
    case extensionIcon
    /// Only these configurations (none of which ships) use it.
    case notShipped(configurations: [String])

    /// The role a set has among several projects' say: the App Store icon if any makes it so,
    /// else an alternate, else an extension's; not shipped when every one says so.
    static func combined(_ roles: [IconSetRole]) -> IconSetRole? {
        if roles.contains(.primary) { return .primary }
        if roles.contains(.alternate) { return .alternate }
        if roles.contains(.extensionIcon) { return .extensionIcon }
        let unshipped = roles.flatMap { role -> [String] in
            if case .notShipped(let configurations) = role { return configurations }
            return []
        }
        return roles.isEmpty ? nil : .notShipped(configurations: Set(unshipped).sorted())
    }

    /// Not the App Store icon: an alternate's or an extension's (judged as other slots are).
    var isSecondary: Bool { self == .alternate || self == .extensionIcon }
}
