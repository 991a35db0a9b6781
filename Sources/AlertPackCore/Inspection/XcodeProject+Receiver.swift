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
                return .failure(.work(.noAppTarget(folder, target: target, apps: apps)))
            }
            name = target
        } else {
            guard apps.count == 1, let only = apps.first else {
                return .failure(.work(.receiverNotNamed(folder, apps: apps)))
            }
            name = only
        }
        guard let app = shippingSetup(of: name, preferred: preferred) else {
            return .failure(.work(.noBuildConfiguration(folder, target: name)))
        }
        let extensions = Set(setups.filter(\.isNotificationService).map(\.target)).sorted().compactMap { shippingSetup(of: $0, preferred: preferred) }
        let contents = bundleContents(of: name)
        var receiver = NotificationReceiver(project: folder, app: app, serviceExtensions: extensions, bundlePaths: contents?.paths)
        receiver.bundleFolders = contents?.folders ?? [:]
        return .success(receiver)
    }

    /// The files `target` copies into its bundle, by name: each resource file, and the names of
    /// the files inside resource folders (an asset catalog compiles, so its files are not
    /// counted). A synchronized folder's files land at the bundle's top level; a folder
    /// reference (a blue folder) copies itself, so its files land below its name: `folders`
    /// says where (`Sounds/ping.caf`) for each name the top level does not also hold.
    func bundleContents(of target: String) -> (paths: [String: String], folders: [String: String])? {
        guard let resources = resources[target], !resources.isEmpty else { return nil }
        let parent = FileName.parent(of: folder)
        let base = parent.isEmpty ? "." : parent
        let copiedAsFolders = Set(folderReferences[target] ?? [])
        var names: [String: String] = [:]
        var top: Set<String> = []
        var nested: [String: String] = [:]
        func add(_ name: String, _ path: String, inBundle: String?) {
            names[name] = min(names[name] ?? path, path)
            if let inBundle { nested[name] = min(nested[name] ?? inBundle, inBundle) } else { top.insert(name) }
        }
        for resource in resources {
            let path = base + "/" + resource
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                add(FileName.last(of: resource), path, inBundle: nil)
                continue
            }
            if [".xcassets", ".icon", ".lproj"].contains(where: { resource.hasSuffix($0) }) { continue }
            let asFolder = copiedAsFolders.contains(resource)
            let walker = FileManager.default.enumerator(atPath: path)
            var count = 0
            while let next = walker?.nextObject() as? String, count < Self.maxBundleFiles {
                count += 1
                add(FileName.last(of: next), path + "/" + next, inBundle: asFolder ? FileName.last(of: resource) + "/" + next : nil)
            }
        }
        return (names, nested.filter { !top.contains($0.key) })
    }
}
