/// The keys of an Expo config that name files, and what each file is for: the config's own keys
/// (icons, adaptive icon layers, splash, the old top-level `notification`), then its plugins'.
extension ExpoConfigReader {
    /// A key path that names a file, the role the file plays and the platforms that ship it.
    struct Slot: Sendable {
        var path: [String]
        var role: DeclaredAsset.Role
        var platforms: [DeclaredAsset.Platform]

        init(_ path: [String], _ role: DeclaredAsset.Role, _ platforms: [DeclaredAsset.Platform]) {
            self.path = path
            self.role = role
            self.platforms = platforms
        }
    }

    /// The config's own keys that name files. `ios.icon` may be an Icon Composer document (a
    /// folder) or, since SDK 52, an object of appearances.
    static let configSlots: [Slot] = [
        Slot(["icon"], .appIcon, [.ios, .android]),
        Slot(["ios", "icon"], .appIcon, [.ios]),
        Slot(["ios", "icon", "light"], .appIcon, [.ios]),
        Slot(["ios", "icon", "dark"], .appIcon, [.ios]),
        Slot(["ios", "icon", "tinted"], .appIcon, [.ios]),
        Slot(["android", "icon"], .appIcon, [.android]),
        Slot(["android", "adaptiveIcon", "foregroundImage"], .adaptiveIcon, [.android]),
        Slot(["android", "adaptiveIcon", "backgroundImage"], .adaptiveIcon, [.android]),
        Slot(["android", "adaptiveIcon", "monochromeImage"], .adaptiveIcon, [.android]),
        // Read by expo-notifications and onesignal-expo-plugin before SDK 55 only.
        Slot(["notification", "icon"], .notificationIcon, [.android]),
        Slot(["splash", "image"], .splash, [.ios, .android]),
        Slot(["ios", "splash", "image"], .splash, [.ios]),
        Slot(["android", "splash", "image"], .splash, [.android]),
    ]

    /// What the plugins that name files read from their properties, by plugin name. Each
    /// plugin resolves its paths against the project's folder.
    static let pluginSlots: [String: [Slot]] = [
        "expo-notifications": [
            Slot(["icon"], .notificationIcon, [.android]),
            Slot(["sounds"], .notificationSound, [.ios, .android]),
            Slot(["largeIcon"], .largeIcon, [.android]),
        ],
        "onesignal-expo-plugin": [
            Slot(["smallIcons"], .notificationIcon, [.android]),
            Slot(["largeIcons"], .largeIcon, [.android]),
            Slot(["sounds"], .notificationSound, [.ios, .android]),
        ],
        "@react-native-firebase/messaging": [Slot(["android", "notificationIcon"], .notificationIcon, [.android])],
        "expo-splash-screen": [
            Slot(["image"], .splash, [.ios, .android]),
            Slot(["dark", "image"], .splash, [.ios, .android]),
            Slot(["android", "image"], .splash, [.android]),
            Slot(["android", "dark", "image"], .splash, [.android]),
            Slot(["ios", "image"], .splash, [.ios]),
            Slot(["ios", "dark", "image"], .splash, [.ios]),
        ],
    ]
}

extension ExpoConfigReader {
    /// The keys of the old top-level `notification` object that expo-notifications' plugin
    /// properties replace.
    static let legacyNotificationKeys = ["icon", "color"]
    /// An app names a few dozen files; a config naming more than this is cut there.
    static let maxAssets = 10_000

    /// The files named so far, each once, in the order met.
    struct NamedAssets {
        /// What makes two named files the same: every field of `DeclaredAsset`.
        struct Identity: Hashable {
            var file, key, value: String
            var role: DeclaredAsset.Role
            var platforms: [DeclaredAsset.Platform]
            var path: String?
            var unresolved: DeclaredAsset.Unresolved?
        }

        var list: [DeclaredAsset] = []
        var seen: Set<Identity> = []
        var isFull: Bool { list.count >= ExpoConfigReader.maxAssets }

        mutating func add(_ asset: DeclaredAsset) {
            let identity = Identity(
                file: asset.file, key: asset.key, value: asset.value, role: asset.role, platforms: asset.platforms, path: asset.path,
                unresolved: asset.unresolved)
            if seen.insert(identity).inserted { list.append(asset) }
        }
    }
}

extension ExpoConfigReader.Tree {
    /// Every file the config `root` names, in the order of the slots, then of the plugins; at
    /// most `maxAssets`, the rest noted as not read.
    mutating func assets(_ root: ExpoConfigReader.Located) -> [DeclaredAsset] {
        var found = ExpoConfigReader.NamedAssets()
        for slot in ExpoConfigReader.configSlots {
            assets(root, slot, into: &found)
        }
        for plugin in plugins(root) {
            guard let props = plugin.props, let slots = ExpoConfigReader.pluginSlots[plugin.name] else { continue }
            for slot in slots { assets(props, slot, into: &found) }
        }
        return found.list
    }

    /// The files `slot` names below `node`: each string it may be, a list's each element.
    mutating func assets(_ node: ExpoConfigReader.Located, _ slot: ExpoConfigReader.Slot, into found: inout ExpoConfigReader.NamedAssets) {
        guard let value = member(node, path: slot.path) else { return }
        for leaf in strings(value) {
            guard !found.isFull else {
                notRead.append("\(leaf.file): not read: more than \(ExpoConfigReader.maxAssets) files named")
                return
            }
            found.add(
                sources.resolver.asset(
                    file: leaf.file, key: leaf.key, value: leaf.value.string ?? "", role: slot.role, platforms: slot.platforms))
        }
    }

    /// The old top-level `notification.icon` and `notification.color` the config sets, as
    /// "FILE: KEY" (expo-notifications stopped reading them in SDK 55; the object's other keys,
    /// `androidMode` and the like, are no icon or colour).
    mutating func legacyKeys(_ root: ExpoConfigReader.Located) -> [String] {
        guard let notification = member(root, "notification") else { return [] }
        return ExpoConfigReader.legacyNotificationKeys.compactMap { name in member(notification, name).map { "\($0.file): \($0.key)" } }
    }

    /// Which of `icon` and `color` the expo-notifications plugin's own properties set (in any
    /// of its entries), the old top-level keys' replacements.
    mutating func pluginNotificationKeys(_ root: ExpoConfigReader.Located) -> Set<String> {
        var keys: Set<String> = []
        for plugin in plugins(root) where plugin.name == "expo-notifications" {
            guard let props = plugin.props else { continue }
            keys.formUnion(ExpoConfigReader.legacyNotificationKeys.filter { member(props, $0) != nil })
        }
        return keys
    }
}
