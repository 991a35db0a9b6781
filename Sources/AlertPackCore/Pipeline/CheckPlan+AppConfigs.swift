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
        let here = Self.currentFolderSpelling(named)
        return (read.flatMap { $0.projects.map { Job.appConfig(Self.spelled($0, here: here)) } }, notProjects)
    }

    /// How the current folder is spelled where a project's folder is it: "./" as a walk of `.`
    /// spells what it finds (`./assets/icon.png`), or nothing where the first of the named
    /// paths to reach it is a config named bare (`app.json`), as that file is spelled.
    static func currentFolderSpelling(_ named: [String]) -> String {
        for path in named {
            if AppConfigMarker.names.contains(path) { return "" }
            if path == "." || path == "./" || (path.hasPrefix("./") && AppConfigMarker.names.contains(String(path.dropFirst(2)))) {
                return "./"
            }
        }
        return "./"
    }

    /// Each Android module's job, with what the configs around it declare for Android.
    func androidModuleJobs(_ modules: [String], named: [String], configs: inout AppConfigCache) -> [Job] {
        modules.map { .androidProject(Self.module($0, named: named), declared: configs.androidDeclarations(around: $0)) }
    }

    /// The Android module in `folder`, read, with its report spelled as the files beside it are
    /// (`./src/main/AndroidManifest.xml` beside `./src/main/res/…` under `check .`).
    static func module(_ folder: String, named: [String]) -> AndroidProject {
        var module = AndroidProject.read(folder: folder)
        guard folder == "." else { return module }
        // The first named path that is relative decides: `.` and `./…` as a walk of `.` spells,
        // `src/main/AndroidManifest.xml` or `src` bare, as discovery spells what is below them.
        let relative = named.first { !$0.hasPrefix("/") }
        module.currentFolderSpelling = relative.map { $0 == "." || $0.hasPrefix("./") } ?? false ? "./" : ""
        return module
    }

    /// The project with its report filed under the spelling discovery gives the files beside it
    /// (`./app.json` beside `./assets/icon.png`), so one run's paths sort and compare as one.
    static func spelled(_ project: AppConfigProject, here: String) -> AppConfigProject {
        guard project.folder == ".", !project.reportPath.hasPrefix("/"), !project.reportPath.hasPrefix("./") else { return project }
        var project = project
        project.reportPath = here + project.reportPath
        return project
    }
}
