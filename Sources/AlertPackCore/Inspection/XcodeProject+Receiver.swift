import Foundation

extension XcodeProject {
    /// The most files read below one resource folder to learn what a bundle holds.
    static let maxBundleFiles = 100_000

    /// The apps the project builds, sorted.
    public var appTargets: [String] { Set(setups.filter(\.isApp).map(\.target)).sorted() }

    /// A target's setup in its shipping configuration (else its first configuration).
    public func shippingSetup(of target: String, preferred: String? = nil) -> TargetSetup? {
        let configuration = shippingConfiguration(of: target, preferred: preferred)
        let ofTarget = setups.filter { $0.target == target }
        return ofTarget.first { $0.configuration == configuration } ?? ofTarget.first
    }

    /// The app `target` names (or the only app), as it receives notifications; nil with the
    /// reason when the project cannot say which app, or has none.
    public func receiver(target: String?, preferred: String? = nil) -> Result<NotificationReceiver, AlertPackError> {
        let apps = appTargets
        let name: String
        if let target {
            guard apps.contains(target) else {
                return .failure(.refused("\(folder) has no app target \(target) (its apps: \(apps.isEmpty ? "none" : apps.joined(separator: ", ")))"))
            }
            name = target
        } else {
            guard apps.count == 1, let only = apps.first else {
                return .failure(
                    .refused(
                        "\(folder) builds \(apps.isEmpty ? "no app" : "the apps \(apps.joined(separator: ", "))"); name the one that receives with --target"
                    ))
            }
            name = only
        }
        guard let app = shippingSetup(of: name, preferred: preferred) else {
            return .failure(.refused("\(folder): \(name) has no build configuration"))
        }
        let extensions = Set(setups.filter(\.isNotificationService).map(\.target)).sorted().compactMap { shippingSetup(of: $0, preferred: preferred) }
        return .success(NotificationReceiver(project: folder, app: app, serviceExtensions: extensions, bundlePaths: bundlePaths(of: name)))
    }

    /// The files `target` copies into its bundle, by name: each resource file, and
    /// the names of the files inside resource folders (a folder reference or a synchronized
    /// folder keeps its files' names; an asset catalog compiles, so its files are not counted).
    func bundlePaths(of target: String) -> [String: String]? {
        guard let resources = resources[target], !resources.isEmpty else { return nil }
        let parent = FileName.parent(of: folder)
        let base = parent.isEmpty ? "." : parent
        var names: [String: String] = [:]
        for resource in resources {
            let path = base + "/" + resource
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                names[FileName.last(of: resource)] = min(names[FileName.last(of: resource)] ?? path, path)
                continue
            }
            if [".xcassets", ".icon", ".lproj"].contains(where: { resource.hasSuffix($0) }) { continue }
            let walker = FileManager.default.enumerator(atPath: path)
            var count = 0
            while let next = walker?.nextObject() as? String, count < Self.maxBundleFiles {
                count += 1
                let found = path + "/" + next
                names[FileName.last(of: next)] = min(names[FileName.last(of: next)] ?? found, found)
            }
        }
        return names
    }
}
