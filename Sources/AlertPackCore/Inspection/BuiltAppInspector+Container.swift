/// Which container a folder is, and where its app lies: decided from what the tree holds, not
/// from how the folder is named (`Bark.XCARCHIVE`, `Bark.xcarchive//` are archives all the same).
extension BuiltAppInspector {
    /// An `.xcarchive` holds `Products/Applications/*.app`; anything else is read as an `.app`
    /// (whose Info.plist, at its top, may be what is damaged). A folder named `.app` is one even
    /// if it holds such a path.
    static func folderKind(_ tree: BuiltTree, named: String) -> BuiltAppFacts.Container {
        let name = named.lowercased()
        if name.hasSuffix(".app") { return .app }
        if name.hasSuffix(".xcarchive") || !apps(in: tree, folder: archiveApps).isEmpty { return .xcarchive }
        return .app
    }

    static let archiveApps = "Products/Applications"

    /// The `*.app` folders directly in `folder`, the suffix in any case, in path order.
    static func apps(in tree: BuiltTree, folder: String) -> [String] {
        tree.children(of: folder).filter { $0.lowercased().hasSuffix(".app") && tree.isFolder($0) }
    }

    /// The app's path inside the container: "" for an `.app`; for an IPA the first of
    /// `Payload/*.app`; for an archive the one its Info.plist names (`ApplicationProperties`
    /// → `ApplicationPath`, below `Products/`), else the first. A second app is a problem.
    static func appPath(
        in tree: BuiltTree, container: BuiltAppFacts.Container, named: String, shown: String, problems: inout [BuiltProblem]
    ) throws(AlertPackError) -> String {
        if container == .app {
            guard tree.item("Info.plist") != nil || named.lowercased().hasSuffix(".app") else {
                throw AlertPackError.inFile(shown, .bundle(.builtNoApp(expected: "the folder's top level (Info.plist)")))
            }
            return ""
        }
        let folder = container == .ipa ? "Payload" : archiveApps
        let apps = apps(in: tree, folder: folder)
        guard var chosen = apps.first else { throw AlertPackError.inFile(shown, .bundle(.builtNoApp(expected: folder + "/*.app"))) }
        if container == .xcarchive, apps.count > 1, let named = archiveApplicationPath(tree), apps.contains(named) { chosen = named }
        for other in apps where other != chosen {
            problems.append(BuiltProblem(path: other, reason: "a second app in \(folder); only \(chosen) is read"))
        }
        return chosen
    }

    /// `Products/` + the archive's `ApplicationProperties.ApplicationPath`, when its Info.plist says.
    static func archiveApplicationPath(_ tree: BuiltTree) -> String? {
        guard let item = tree.item("Info.plist"), let file = try? tree.file(item, limit: tree.limits.maxInfoPlistBytes),
            let bytes = try? RandomAccessFile.contents(path: file, maxBytes: Int(tree.limits.maxInfoPlistBytes), what: "Info.plist"),
            let plist = try? PropertyList.dictionary(bytes: bytes), let relative = plist["ApplicationProperties"]?["ApplicationPath"]?.string
        else { return nil }
        var trimmed = relative
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return "Products/" + trimmed
    }
}
