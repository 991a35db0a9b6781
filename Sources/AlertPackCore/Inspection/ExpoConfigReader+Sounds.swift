/// The sound files of an Expo project that no config names: a sound left beside the declared
/// notification sounds (a renamed one's old file) and never listed in a plugin's `sounds` is
/// never bundled. Only the folders holding declared sounds are looked in, and only when the
/// project declares one: an app's other sounds (expo-av sound effects) are no notification
/// sounds. Dependencies, build output, hidden folders and the generated native folders are not
/// the project's own.
extension ExpoConfigReader {
    /// What the walk for unnamed sounds leaves out: `ios/` and `android/` right in the project's
    /// folder are written by `expo prebuild` (continuous native generation), their sounds copies.
    static let ownTree = ProjectFileWalk.Skipped(
        names: ["node_modules", "build", "dist", "web-build", "Pods", "DerivedData"], hidden: true, topLevel: ["ios", "android"])

    /// The sound files beside `project`'s declared notification sounds that none of them
    /// resolves to. A function form that drops the static config's plugins leaves their sounds
    /// named by nothing: their folders are looked in too.
    static func unnamedSounds(of project: AppConfigProject, tree: inout Tree) -> [String] {
        let declared = project.facts.assets.filter { $0.role == .notificationSound }
        var dropped: [DeclaredAsset] = []
        if project.droppedPlugins != nil, let staticRoot = tree.staticRoot {
            dropped = tree.assets(staticRoot).filter { $0.role == .notificationSound }
        }
        let roots = (declared + dropped).compactMap { soundFolder(of: $0, in: project.folder) }
        guard !roots.isEmpty else { return [] }
        return ProjectFileWalk.unnamedSounds(in: project.folder, roots: roots, assets: declared, skipping: ownTree)
    }

    /// The project's folder a declared sound is in, or would be in when it is missing (its
    /// folder there); nil for a sound outside the project, remote, or in no folder of it.
    static func soundFolder(of sound: DeclaredAsset, in folder: String) -> String? {
        if let path = sound.path { return FileName.parent(of: path) }
        guard sound.unresolved == .missing, let relative = DeclaredAssetResolver.lexicalPath(sound.value), !relative.isEmpty else {
            return nil
        }
        let parent = FileName.parent(of: relative)
        return ProjectFileWalk.isFolder(parent, in: folder) ? parent : nil
    }
}
