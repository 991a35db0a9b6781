/// A Capacitor or Cordova project as its config files describe it: `capacitor.config.ts`,
/// `.js` or `.json` (the first of them, as Capacitor's CLI picks it; scripts read statically by
/// `ConfigScriptReader`, never run) for the LocalNotifications plugin's `smallIcon` and `sound`,
/// and Cordova's `config.xml` for its `<icon>`, `<splash>` and sound `<resource-file>`s. Where
/// both exist, the project is Capacitor's and config.xml's files are added to it.
package enum CapacitorConfigReader {
    package static let configNames = ["capacitor.config.ts", "capacitor.config.js", "capacitor.config.json", "config.xml"]
    /// Capacitor's own config files, in the order its CLI prefers them.
    static let capacitorNames = Array(configNames.prefix(3))
    /// Where a Capacitor app's iOS target keeps its bundled files.
    static let iosAppFolder = "ios/App/App"

    /// The project in `folder`; nil when the folder is no Capacitor or Cordova project.
    package static func read(folder: String) -> AppConfigProject? {
        let resources = AndroidResourceIndex(folder: folder)
        var project = capacitorNames.first { ProjectFileWalk.isFile($0, in: folder) }.map { capacitor($0, folder: folder, resources: resources) }
        if ProjectFileWalk.isFile("config.xml", in: folder) { addCordova(folder: folder, to: &project) }
        guard var project else { return nil }
        project.facts.notRead = project.facts.notRead.uniqued()
        let rawFolders = resources.files(of: .raw).map(FileName.parent).uniqued()
        // Only Android's raw sounds: a Capacitor app names its iOS sounds per notification, in
        // code that is not read, so a sound in ios/App/App is not said to be unnamed.
        project.unnamedSounds = ProjectFileWalk.unnamedSounds(in: folder, roots: rawFolders, assets: project.facts.assets)
        return project
    }

    /// The project a Capacitor config file describes; a file that cannot be read is said in
    /// `unreadable`, the project still Capacitor's.
    static func capacitor(_ name: String, folder: String, resources: AndroidResourceIndex) -> AppConfigProject {
        let version = ProjectFileWalk.packageVersion(in: folder, of: ["@capacitor/core"])
        let facts = AppConfigFacts(framework: .capacitor, files: [name], version: version, assets: [], notRead: [])
        var project = AppConfigProject(folder: folder, reportPath: ProjectFileWalk.join(folder, name), facts: facts)
        let config: ConfigValue
        do {
            config = try load(name, folder: folder)
        } catch {
            project.unreadable.append(.init(file: name, error: error))
            return project
        }
        var notes: [String] = []
        for (key, role, kind) in [
            ("smallIcon", DeclaredAsset.Role.notificationIcon, AndroidResourceIndex.Kind.drawable), ("sound", .notificationSound, .raw),
        ] {
            let path = ["plugins", "LocalNotifications", key]
            guard let value = member(config, path: path, file: name, notes: &notes) else { continue }
            notes += value.notRead.map { "\(name) \($0)" }
            for text in value.possibleStrings {
                let found = resources.find(resourceName(text), kinds: [kind])
                project.facts.assets.append(
                    DeclaredAsset(
                        file: name, key: path.joined(separator: "."), value: text, role: role, platforms: [.android], path: found.path,
                        unresolved: found.unresolved))
            }
        }
        project.facts.notRead = notes
        return project
    }

    /// The config a Capacitor file exports: a script read statically, or JSON.
    static func load(_ name: String, folder: String) throws(AlertPackError) -> ConfigValue {
        let path = ProjectFileWalk.join(folder, name)
        guard name.hasSuffix(".json") else { return try ConfigScriptReader.read(path: path).value }
        do {
            return ConfigValue(json: try ProjectFileWalk.json(name, in: folder) ?? .null)
        } catch {
            throw .inFile(path, error)
        }
    }

    /// The value at `path`, or nil; a part on the way that was not read is noted.
    static func member(_ config: ConfigValue, path: [String], file: String, notes: inout [String]) -> ConfigValue? {
        var current = config
        for key in path {
            if case .computed = current {
                notes += current.notRead.map { "\(file) \($0)" }
                return nil
            }
            guard let next = current[key] else { return nil }
            current = next
        }
        return current
    }

    /// The Android resource name Capacitor's LocalNotifications looks up for a configured value:
    /// the text after the last `/`, else the text before the last `.` (`res/raw/beep.wav` is
    /// `beep.wav`, which no resource is called).
    static func resourceName(_ value: String) -> String {
        if let slash = value.lastIndex(of: "/") { return String(value[value.index(after: slash)...]) }
        if let dot = value.lastIndex(of: ".") { return String(value[..<dot]) }
        return value
    }
}
