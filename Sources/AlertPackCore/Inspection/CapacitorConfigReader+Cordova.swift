/// Cordova's config.xml: `<icon src>`, `<splash src>` and the sound `<resource-file src>`s,
/// each for the platform of the `<platform name>` it is inside (both when outside any), the
/// paths relative to config.xml's folder. A config.xml is Cordova's when its root is `<widget>`.
extension CapacitorConfigReader {
    /// Adds config.xml's files to `project`, or makes the Cordova project it describes.
    static func addCordova(folder: String, to project: inout AppConfigProject?) {
        let name = "config.xml"
        let tags: [XMLTagScanner.Tag]
        do {
            let bytes = try ProjectFileWalk.contents(name, in: folder, maxBytes: 1 << 20, what: name) ?? []
            tags = try XMLTagScanner.tags(bytes)
        } catch {
            // Only a project that is surely Cordova's or Capacitor's owns an unreadable config.xml:
            // the name is common (Android resources, build tools).
            guard project != nil || dependsOnCordova(folder: folder) else { return }
            var owner = project ?? cordovaProject(folder: folder)
            owner.facts.files.append(name)
            owner.unreadable.append(.init(file: name, error: error))
            project = owner
            return
        }
        guard tags.first?.name == "widget" else { return }
        var owner = project ?? cordovaProject(folder: folder)
        owner.facts.files.append(name)
        owner.facts.assets += cordovaAssets(tags, file: name, resolver: DeclaredAssetResolver(folder: folder))
        project = owner
    }

    static func cordovaProject(folder: String) -> AppConfigProject {
        let version = ProjectFileWalk.packageVersion(in: folder, of: ["cordova-ios", "cordova-android", "cordova"])
        let facts = AppConfigFacts(framework: .cordova, files: [], version: version, assets: [], notRead: [])
        return AppConfigProject(folder: folder, reportPath: ProjectFileWalk.join(folder, "config.xml"), facts: facts)
    }

    /// Whether package.json names Cordova (a `cordova` section, or a cordova dependency).
    static func dependsOnCordova(folder: String) -> Bool {
        guard let package = try? ProjectFileWalk.json("package.json", in: folder) else { return false }
        if package["cordova"] != nil { return true }
        let names = ["dependencies", "devDependencies"].flatMap { package[$0]?.object?.keys.map { $0 } ?? [] }
        return names.contains { $0 == "cordova" || $0.hasPrefix("cordova-ios") || $0.hasPrefix("cordova-android") }
    }

    /// The files config.xml's tags name, in document order.
    static func cordovaAssets(_ tags: [XMLTagScanner.Tag], file: String, resolver: DeclaredAssetResolver) -> [DeclaredAsset] {
        var assets: [DeclaredAsset] = []
        for tag in tags {
            guard let platforms = platforms(of: tag) else { continue }
            for (attribute, role) in declaredAttributes(of: tag) {
                guard let value = tag.attributes[attribute] else { continue }
                let key = "\(file):\(tag.line) <\(tag.name) \(attribute)>"
                let rolePlatforms: [DeclaredAsset.Platform] = role == .adaptiveIcon ? platforms.filter { $0 == .android } : platforms
                guard !rolePlatforms.isEmpty else { continue }
                assets.append(resolver.asset(file: file, key: key, value: value, role: role, platforms: rolePlatforms))
            }
        }
        return assets
    }

    /// The attributes of `tag` that name a file, and in what role.
    static func declaredAttributes(of tag: XMLTagScanner.Tag) -> [(String, DeclaredAsset.Role)] {
        switch tag.name {
        case "icon":
            // An adaptive icon's background may be a colour resource (`@color/x`), no file.
            let layers = ["foreground", "background", "monochrome"].filter { tag.attributes[$0].map { !$0.hasPrefix("@") } ?? false }
            return [("src", .appIcon)] + layers.map { ($0, .adaptiveIcon) }
        case "splash": return [("src", .splash)]
        case "resource-file":
            let source = tag.attributes["src"] ?? ""
            return FileDiscovery.soundExtensions.contains(FileName.extension(of: source)) ? [("src", .notificationSound)] : []
        default: return []
        }
    }

    /// The platforms a tag is for: its `<platform name>`'s, or both outside one; nil for a
    /// platform alertpack does not judge (browser, electron, windows).
    static func platforms(of tag: XMLTagScanner.Tag) -> [DeclaredAsset.Platform]? {
        guard let platform = tag.platform else { return [.ios, .android] }
        switch platform {
        case "ios": return [.ios]
        case "android": return [.android]
        default: return nil
        }
    }
}
