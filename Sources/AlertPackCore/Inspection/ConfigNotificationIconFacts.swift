/// Whether an Expo app that uses push sets the small icon Android draws its notifications with:
/// the expo-notifications plugin's `icon` (or the old top-level `notification.icon`), which its
/// prebuild writes into the manifest as the default notification icon. Without it, FCM and
/// expo-notifications draw the launcher icon, from its alpha alone: a solid shape.
package struct ConfigNotificationIconFacts: Sendable, Equatable {
    /// What shows the app uses push: "app.json expo.plugins lists expo-notifications" or
    /// "package.json dependencies name expo-notifications".
    package var push: String
    /// Where the icon is set ("app.json expo.plugins[0][1].icon"), nil when nowhere.
    package var icon: String?
    /// What was computed where the plugins, the icon or the platforms would be ("app.config.ts
    /// line 4: not read: …"), nil when all was read: then nothing is said.
    package var notRead: String?
    /// Whether the app builds for Android: `platforms` lists it, or is not set.
    package var buildsAndroid: Bool
    /// Whether the project commits its own `android/` folder, whose module is judged itself.
    package var nativeAndroid: Bool
    /// Whether a function config drops the static config's expo-notifications plugin
    /// (config.plugins-dropped says so; its icon goes with it).
    package var pluginDropped: Bool

    static let plugin = "expo-notifications"
}

extension ExpoConfigReader.Tree {
    /// The notification icon facts of `root`, nil when the app shows no sign of push. Read on a
    /// copy of the tree, so what this reading notes is its own and the config's facts keep
    /// their order.
    func notificationIconFacts(_ root: ExpoConfigReader.Located, folder: String, dropped: [String]) -> ConfigNotificationIconFacts? {
        var tree = self
        let noted = tree.notRead.count
        // A budget the config's own reading spent is noted once, there: every lookup here then
        // finds nothing and notes nothing, which must not read as "no icon".
        var spent: String?
        if tree.steps > Self.maxSteps { spent = tree.notRead.first { $0.hasSuffix(Self.budgetSpent) } ?? "not read: \(Self.budgetSpent)" }
        let plugin = ConfigNotificationIconFacts.plugin
        let entries = tree.plugins(root).filter { $0.name == plugin }
        var push: String?
        if !entries.isEmpty, let list = tree.member(root, "plugins") {
            push = "\(list.file) \(list.key) lists \(plugin)"
        } else if let package = tree.sources.json["package.json"] ?? nil, package[path: ["dependencies", plugin]] != nil {
            push = "package.json dependencies name \(plugin)"
        }
        guard let push else { return nil }
        var icon: String?
        for entry in entries {
            if let props = entry.props, let found = tree.member(props, "icon") { icon = icon ?? "\(found.file) \(found.key)" }
        }
        if icon == nil, let notification = tree.member(root, "notification"), let found = tree.member(notification, "icon") {
            icon = "\(found.file) \(found.key)"
        }
        var buildsAndroid = true
        if let platforms = tree.member(root, "platforms") {
            let names = tree.strings(platforms).compactMap(\.value.string)
            buildsAndroid = names.contains("android")
        }
        return ConfigNotificationIconFacts(
            push: push, icon: icon, notRead: spent ?? (tree.notRead.count > noted ? tree.notRead[noted] : nil), buildsAndroid: buildsAndroid,
            nativeAndroid: ProjectFileWalk.isFolder("android", in: folder), pluginDropped: dropped.contains(plugin))
    }
}
