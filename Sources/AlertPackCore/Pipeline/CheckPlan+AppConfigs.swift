/// Cross-platform projects in a run's plan: each read once, reported when discovered, and asked
/// what they say about the files they name (an image named as an app icon is judged as one).
extension Checker {
    struct AppConfigCache {
        /// The projects of each folder read so far, by the folder's absolute path.
        private var byFolder: [String: [AppConfigProject]] = [:]
        private var locator = AppConfigLocator()

        /// The projects in `folder` (spelled as discovery met it), read once.
        mutating func projects(in folder: String) -> [AppConfigProject] {
            let key = AbsolutePath.of(folder)
            if let known = byFolder[key] { return known }
            let read = AppConfigReaders.read(folder: folder)
            byFolder[key] = read
            return read
        }

        /// What the configs of the projects around an Android module declare for Android (the
        /// sounds and small icons a Flutter call or a Capacitor setting names by resource name):
        /// the module's code does not name them, so its rules must hear of them.
        mutating func androidDeclarations(around module: String) -> [DeclaredAsset] {
            let manifest = (module == "." ? "" : module + "/") + AndroidProjectMarker.manifestPath
            return locator.folders(governing: manifest).flatMap { folder in
                projects(in: folder).flatMap { project in
                    project.facts.assets.filter { $0.platforms.contains(.android) }.map { asset in
                        var asset = asset
                        asset.path = asset.path.map { AbsolutePath.of(AbsolutePath.of(project.folder) + "/" + $0) }
                        return asset
                    }
                }
            }
        }

        /// What the configs above `path` (up to the repository's top) declare it as, nearest
        /// project first: the same whether the file, its folder or the whole tree was named.
        mutating func uses(of path: String) -> [DeclaredAsset] {
            let absolute = AbsolutePath.of(path)
            return locator.folders(governing: path).flatMap { folder in
                projects(in: folder).flatMap { project in
                    project.facts.assets.filter { asset in
                        asset.path.map { AbsolutePath.of(AbsolutePath.of(project.folder) + "/" + $0) == absolute } ?? false
                    }
                }
            }
        }
    }

    /// The discovered projects' jobs, and the named configs whose folder holds no project (a bare
    /// React Native app.json): files alertpack does not check, as any other.
    func appConfigJobs(
        _ discovered: FileDiscovery.Result, named: [String], cache: inout AppConfigCache
    ) -> (jobs: [Job], notProjects: [String]) {
        let read = discovered.appConfigs.map { (folder: $0, projects: cache.projects(in: $0)) }
        let empty = Set(read.filter(\.projects.isEmpty).map { AbsolutePath.of($0.folder) })
        let notProjects = named.filter { AppConfigMarker.marks($0) && empty.contains(AbsolutePath.of(FileName.parent(of: $0))) }
        return (read.flatMap { $0.projects.map { Job.appConfig($0) } }, notProjects)
    }
}
