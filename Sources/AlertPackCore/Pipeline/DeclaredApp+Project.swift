/// What a project declares for the app a built app was built from, to compare the two
/// (`check --project X.xcodeproj --built App.ipa`, or both named).
extension DeclaredApp {
    /// Why a built app and a project cannot be compared, in words.
    struct PairingProblem: Error {
        var message: String
    }

    /// The app target of `project` that `facts` was built from, as it ships (`preferred`, else
    /// its archive scheme's configuration, else Release): its icon names, the sounds it copies
    /// into its bundle, and its app extensions. The target is the one whose product name is the
    /// built bundle's name (or its executable's), else (unless `byNameOnly`: a project found
    /// near the app rather than paired with it) the project's only app; when the project cannot
    /// say which, the comparison is refused rather than made against the wrong app.
    static func read(
        _ project: XcodeProject, builtAs facts: BuiltAppFacts, at container: String, preferred: String?, byNameOnly: Bool = false
    ) -> Result<DeclaredApp, PairingProblem> {
        let name = FileName.last(of: project.folder)
        if let problem = project.problem { return .failure(PairingProblem(message: "cannot compare it with \(name): \(problem)")) }
        guard let built = facts.app else { return .failure(PairingProblem(message: "no app bundle to compare with \(name)")) }
        // An app named itself (`Bark.app`) is the container's root, and has the container's name.
        let folder = built.path.isEmpty ? FileName.last(of: container) : built.name
        let builtNames = [String(folder.dropLast(".app".count)), built.executable, built.info["CFBundleName"]?.string].compactMap { $0 }
        let apps = project.appTargets.compactMap { project.shippingSetup(of: $0, preferred: preferred) }
        let phoneApps = apps.filter { $0.productType == "com.apple.product-type.application" }
        guard
            let app = apps.first(where: { builtNames.contains($0.productName ?? $0.target) })
                ?? (phoneApps.count == 1 && !byNameOnly ? phoneApps.first : nil)
        else {
            let listed = apps.map(\.target).joined(separator: ", ")
            return .failure(
                PairingProblem(
                    message: "cannot tell which app of \(name) it is: no app target builds \(folder)"
                        + (listed.isEmpty ? " (the project builds no app)" : " (its apps: \(listed))")))
        }
        let icons = project.shipped(preferred: preferred).icons.first { $0.target == app.target }
        var alternates = icons?.alternates ?? []
        if icons?.includesAll == true {
            // Every app icon set beside the project is an alternate (ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS).
            let parent = FileName.parent(of: project.folder)
            let sets = FileDiscovery(aliases: NameAliases()).appIcons(below: parent.isEmpty ? "." : parent).sets.keys
            alternates = Array(Set(alternates).union(sets).subtracting([icons?.primary].compactMap { $0 }))
        }
        let contents = project.bundleContents(of: app.target)
        let sounds = (contents?.paths.keys).map { $0.filter { FileDiscovery.soundExtensions.contains(FileName.extension(of: $0)) } } ?? []
        return .success(
            DeclaredApp(
                project: project.folder, target: app.target, iconNames: [icons?.primary].compactMap { $0 }, alternateIconNames: alternates.sorted(),
                sounds: sounds.sorted(), extensions: extensions(of: project, apps: phoneApps.count, preferred: preferred)))
    }

    /// The project's app extensions, when it builds one app (each is that app's). With several
    /// apps, which embeds which is not read from the project, so none is declared: nothing is
    /// said to be missing on a guess.
    private static func extensions(of project: XcodeProject, apps: Int, preferred: String?) -> [DeclaredExtension] {
        guard apps == 1 else { return [] }
        let targets = Set(project.setups.filter { $0.productType == "com.apple.product-type.app-extension" }.map(\.target)).sorted()
        return targets.compactMap { project.shippingSetup(of: $0, preferred: preferred) }.map { setup in
            DeclaredExtension(target: setup.target, productName: setup.productName ?? setup.target, extensionPoint: setup.extensionPoint)
        }
    }
}
