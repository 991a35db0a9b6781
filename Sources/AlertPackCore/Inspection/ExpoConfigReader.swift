/// An Expo project as its config files declare it, read as @expo/config assembles them and never
/// run: the static config (the first of app.config.json and app.json) read as JSON, the dynamic
/// one (the first of app.config.ts, .js, .mjs, .cjs) read statically by `ConfigScriptReader`, its
/// function form's `config` standing for the static config, its `...config` laying the static
/// config underneath, a JSON file it requires read from inside the project; an `expo` wrapper
/// taken off either. Every file the result names is resolved against the project's folder (Expo's
/// plugins resolve against the project root), never out of it.
package enum ExpoConfigReader {
    /// The config file names discovery looks for in a folder (with package.json beside them).
    package static let configNames = ["app.config.ts", "app.config.js", "app.config.mjs", "app.config.cjs", "app.config.json", "app.json"]
    /// In the order @expo/config picks them: the first found is read.
    static let staticNames = ["app.config.json", "app.json"]
    static let dynamicNames = ["app.config.ts", "app.config.js", "app.config.mjs", "app.config.cjs"]

    /// The Expo project in `folder`, or nil when the folder is not one: package.json must name
    /// `expo` in its dependencies, or the static config must hold a non-empty `expo` object. An
    /// `app.config.ts` alone is no sign (Nuxt and SolidStart use the name too).
    package static func read(folder: String) -> AppConfigProject? {
        var sources = Sources(folder: folder)
        let staticName = staticNames.first { sources.isConfigFile($0) }
        let dynamicName = dynamicNames.first { sources.isConfigFile($0) }
        guard let reportName = dynamicName ?? staticName else { return nil }
        let package = sources.packageFacts()
        let staticValue = staticName.flatMap { sources.jsonValue($0) }
        var isWrapped = false
        if case .object = staticValue?["expo"] { isWrapped = true }
        // An empty `{"expo": {}}` (a Firebase functions folder's leftover) declares nothing of an app.
        let declaresApp = staticValue?["expo"].map { $0 != .object([]) } ?? false
        guard package.namesExpo || (isWrapped && declaresApp) else { return nil }

        var tree = Tree(sources: sources)
        if let staticName, let staticValue {
            tree.staticRoot = tree.unwrapped(Located(value: staticValue, file: staticName, key: ""))
        }
        var root = tree.staticRoot
        var script: ConfigScriptReader.Script?
        if let dynamicName, let read = tree.sources.script(dynamicName) {
            script = read
            root = tree.unwrapped(Located(value: read.value, file: dynamicName, key: ""))
        }
        var project = AppConfigProject(
            folder: folder, reportPath: sources.full(reportName),
            facts: AppConfigFacts(framework: .expo, files: [], version: package.version, assets: [], notRead: []))
        if let root {
            project.facts.assets = tree.assets(root)
            project.legacyKeys = tree.legacyKeys(root)
            project.pluginNotificationKeys = tree.pluginNotificationKeys(root)
            if let dynamicName, let script, script.isFunction, let names = tree.droppedPlugins(root, file: dynamicName) {
                let line = pluginsLine(path: sources.full(dynamicName), script: script)
                project.droppedPlugins = (where: "\(dynamicName) line \(line)", names: names)
            }
            project.notificationIcon = tree.notificationIconFacts(root, folder: folder, dropped: project.droppedPlugins?.names ?? [])
        }
        project.facts.files = applyOrder(tree.sources.read, staticName: staticName, dynamicName: dynamicName)
        project.facts.notRead = tree.notRead.uniqued()
        project.unreadable = tree.sources.unreadable
        project.unnamedSounds = unnamedSounds(of: project, tree: &tree)
        return project
    }

    /// The files read in the order they apply: the static config, the JSON files the script
    /// requires, the script.
    static func applyOrder(_ read: [String], staticName: String?, dynamicName: String?) -> [String] {
        var order: [String] = []
        if let staticName, read.contains(staticName) { order.append(staticName) }
        order += read.filter { $0 != staticName && $0 != dynamicName }
        if let dynamicName, read.contains(dynamicName) { order.append(dynamicName) }
        return order
    }
}
